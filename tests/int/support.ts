import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type ExecutionResult } from 'graphql';
import { expect, vi } from 'vitest';
import { reloadConfig } from '@/adapters/config';
import { forgetPaymentToken } from '@/adapters/paypro';
import { resetUpstreamState } from '@/adapters/http';
import { forgetAnswers } from '@/graphql/responseCache';
import { startSandbox, type Sandbox } from '@/sandbox/server';

/**
 * Short limits so failure paths run quickly. The timeout is the site's own: a sandbox answer can
 * take more than 300 ms on a busy machine, and one that came late was retried as a timeout; the
 * sandbox's slow faults (2 s and more) still outlast it.
 */
export const TEST_UPSTREAM_ENV = {
  UPSTREAM_TIMEOUT_MS: '1500',
  UPSTREAM_RETRIES: '1',
  UPSTREAM_FRESH_SECONDS: '1',
  UPSTREAM_BREAKER_FAILURES: '3',
  UPSTREAM_BREAKER_COOLDOWN_MS: '1500',
};

/** An in-process sandbox with the process configured to use it. */
export async function startTestSandbox(env: Record<string, string> = {}): Promise<Sandbox> {
  const sandbox = await startSandbox();
  Object.assign(process.env, sandbox.env, TEST_UPSTREAM_ENV, env);
  reloadConfig();
  resetUpstreamState();
  return sandbox;
}

/**
 * A clean slate between tests: no cached feed or answer, no open breaker, no fault, no logged
 * request.
 */
export function resetBetweenTests(sandbox: Sandbox): void {
  resetUpstreamState();
  forgetAnswers();
  sandbox.faults.clear();
  sandbox.resetRequests();
}

export interface Answer<TData> {
  status: number;
  headers: Headers;
  body: ExecutionResult<TData>;
}

async function post<TData>(
  query: string,
  variables?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<TData>> {
  const { yoga } = await import('@/graphql/yoga');
  const response = await yoga.fetch('http://localhost/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as ExecutionResult<TData>,
  };
}

/** Runs a typed document against /api/graphql through yoga.fetch, no server started. */
export function executeOperation<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  headers?: Record<string, string>,
): Promise<Answer<TData>> {
  return post(print(document), variables, headers);
}

/**
 * Sends document text as it is, for the tests of malformed and oversized documents, which no
 * typed document can express.
 */
export function postDocumentText(query: string): Promise<Answer<unknown>> {
  return post(query);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a test waits for what happens after an answer: long enough for a busy machine. */
export const EVENTUALLY = { timeout: 15_000, interval: 20 };

/**
 * Waits until the sandbox has logged every request it received: those answered, and those the
 * site gave up on (logged when their connection closes). What it logged then is all it was asked.
 */
export async function sandboxSettled(sandbox: Sandbox): Promise<void> {
  await vi.waitFor(() => expect(sandbox.pending(), 'requests not logged yet').toBe(0), EVENTUALLY);
}

/** The payment tests' limits: out of reach, so that a test meets the rule it asks about, not them. */
export const PAYMENT_TEST_LIMITS = {
  PAYMENTS_PER_MINUTE: '1000',
  PAYMENT_PREPARES_PER_MINUTE: '1000',
  PAYMENT_STATUS_CHECKS_PER_MINUTE: '1000',
};

/** A clean slate for a payment test: as resetBetweenTests, and no order or gateway token kept. */
export async function resetPayments(sandbox: Sandbox): Promise<void> {
  resetBetweenTests(sandbox);
  await fetch(`${sandbox.origin}/__paypro`, { method: 'DELETE' });
  await forgetPaymentToken();
}
