/**
 * The stand-in upstream services: one loopback HTTP server simulating every content host as a
 * path prefix (/main/, /plain/, /enclave/, /news/, /events/) and EmailJS under /emailjs/, with
 * fault injection, a request log and an e-mail outbox.
 */

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

import { handleContentRequest } from './routes';
import { handleLabRequest, isLabPath } from './labs';
import { createPayPro, isPayProPath, PAYPRO_PREFIX, type PayProOrder } from './paypro';
import { CONTROL_PATH_PREFIX, handleControlRequest } from './control-routes';
import {
  EMAILJS_MAX_BODY_BYTES,
  EMAILJS_PREFIX,
  createOutbox,
  emailJsError,
  emailJsPreflight,
  handleEmailJsRequest,
  isEmailJsPath,
  type OutboxMessage,
} from './emailjs';
import {
  DEFAULT_ERROR_STATUS,
  DEFAULT_SLOW_DELAY_MS,
  FaultRuleError,
  createFaultController,
  faultFromQuery,
  parseFaultRules,
  withBodyFault,
  type FaultController,
  type FaultRule,
} from './faults';
import { LAB_SERVERS } from './data/lab-reports';
import { SANDBOX_HOST_NAMES, type SandboxHostName } from './hosts';
import { readBody } from './request-body';
import { createRequestLog, type RequestLogEntry } from './request-log';
import { SERVER_HEADERS, iisErrorPage, json, type SandboxResponse } from './responses';

export type { OutboxMessage } from './emailjs';
export type { FaultController, FaultMode, FaultRule } from './faults';
export type { SandboxHostName } from './hosts';
export type { RequestLogEntry } from './request-log';

export interface SandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Loopback only: 127.0.0.1 (default), ::1 or localhost. */
  host?: string;
  /** Rules active from the start; defaults to the JSON array in SANDBOX_FAULTS, if set. */
  faults?: readonly FaultRule[];
  /**
   * Where the PayPro stand-in sends a customer after paying (the site's payment status page);
   * defaults to SANDBOX_PAYPRO_RETURN_URL, else the demo's.
   */
  payproReturnUrl?: string;
}

export interface Sandbox {
  port: number;
  /** e.g. http://127.0.0.1:4010 */
  origin: string;
  /** Base address of each simulated host, with trailing slash. */
  hosts: Record<SandboxHostName, string>;
  /**
   * A site's environment on this sandbox: CONTENT_HOST_*, LAB_HOST_A to _D, PAYPRO_BASE_URL,
   * NEXT_PUBLIC_EMAILJS_ORIGIN, and SITE_SANDBOX=1, without which a built site refuses to start on
   * the sandbox's addresses and account (domain/productionSettings.ts). Every runner of a built
   * site (scripts/serve.ts, scripts/cluster.ts, the benches) starts it with this.
   */
  env: Record<string, string>;
  faults: FaultController;
  requests: () => RequestLogEntry[];
  /**
   * Requests received and not logged yet: being answered, or held by a slow fault. A request is
   * logged when its connection is done with it, answered or given up on.
   */
  pending(): number;
  resetRequests(): void;
  /** What the EmailJS endpoints accepted, oldest first. */
  outbox: () => OutboxMessage[];
  clearOutbox(): void;
  /** The orders the PayPro stand-in holds. */
  payproOrders: () => PayProOrder[];
  close(): Promise<void>;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);
const PAYPRO_MAX_BODY_BYTES = 20 * 1024;

function initialFaults(options: SandboxOptions): readonly FaultRule[] {
  if (options.faults) return options.faults;
  const fromEnv = process.env.SANDBOX_FAULTS;
  if (!fromEnv?.trim()) return [];
  try {
    return parseFaultRules(fromEnv);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`SANDBOX_FAULTS is invalid: ${reason}`);
  }
}

/** Resolves true after `ms`, or false as soon as `signal` aborts (client gone, sandbox closing). */
async function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  try {
    await delay(ms, undefined, { signal });
    return true;
  } catch {
    return false;
  }
}

function send(res: ServerResponse, method: string, response: SandboxResponse): void {
  if (res.destroyed || res.headersSent) return;
  const body = typeof response.body === 'string' ? Buffer.from(response.body) : response.body;
  res.writeHead(response.status, {
    ...SERVER_HEADERS,
    ...response.headers,
    'Content-Length': String(body.length),
  });
  res.end(method === 'HEAD' ? undefined : body);
}

/** Accepts only origin-form targets: a leading "//" must stay part of the path, not become a host. */
function parseTarget(target: string): URL | undefined {
  if (!target.startsWith('/')) return undefined;
  try {
    return new URL(`http://sandbox.invalid${target}`);
  } catch {
    return undefined;
  }
}

function originFor(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK_HOSTS.has(host)) {
    throw new Error(`The sandbox only listens on loopback addresses, not ${host}`);
  }
  const faults = createFaultController(initialFaults(options));
  const log = createRequestLog();
  let pending = 0;
  const outbox = createOutbox();
  const payproReturnUrl =
    options.payproReturnUrl ??
    process.env.SANDBOX_PAYPRO_RETURN_URL ??
    'http://localhost:3000/payment/status';
  const paypro = createPayPro(() => payproReturnUrl);
  // Aborted on close, so pending slow responses end instead of holding the server open.
  const shutdown = new AbortController();
  let origin = '';

  async function handle(req: IncomingMessage, res: ServerResponse, fault: { rule?: FaultRule }) {
    const method = req.method ?? 'GET';
    const target = req.url ?? '/';
    const url = parseTarget(target);
    if (!url) return send(res, method, iisErrorPage(400));
    if (url.pathname.startsWith(CONTROL_PATH_PREFIX)) {
      return send(
        res,
        method,
        await handleControlRequest(req, url.pathname, {
          faults,
          log,
          outbox,
          paypro: paypro.state,
        }),
      );
    }
    const isEmailJs = isEmailJsPath(url.pathname);
    if (isEmailJs && method === 'OPTIONS') return send(res, method, emailJsPreflight());

    try {
      fault.rule = faultFromQuery(url.searchParams) ?? faults.take(url.pathname);
    } catch (error) {
      if (!(error instanceof FaultRuleError)) throw error;
      return send(res, method, json(400, { Message: error.message }));
    }
    const rule = fault.rule;
    if (rule?.mode === 'slow') {
      const clientGone = new AbortController();
      res.once('close', () => clientGone.abort());
      const signal = AbortSignal.any([clientGone.signal, shutdown.signal]);
      if (!(await pause(rule.delayMs ?? DEFAULT_SLOW_DELAY_MS, signal))) return;
    }
    if (rule?.mode === 'error') {
      const status = rule.status ?? DEFAULT_ERROR_STATUS;
      return send(res, method, isEmailJs ? emailJsError(status) : iisErrorPage(status));
    }
    if (isPayProPath(url.pathname)) {
      const body = await readBody(req, PAYPRO_MAX_BODY_BYTES);
      const answer = paypro.handle({ method, url, headers: req.headers, body }, origin);
      return send(res, method, withBodyFault(rule, answer));
    }
    const response = isEmailJs
      ? await handleEmailJsRequest(
          {
            method,
            pathname: url.pathname,
            origin: req.headers.origin,
            contentType: req.headers['content-type'] ?? '',
            body: await readBody(req, EMAILJS_MAX_BODY_BYTES),
          },
          outbox,
        )
      : isLabPath(url.pathname)
        ? handleLabRequest(method, url, req.headers.accept ?? '', `${origin}${target}`)
        : await handleContentRequest(method, url, `${origin}${target}`);
    send(res, method, withBodyFault(rule, response));
  }

  const server = createServer((req, res) => {
    const at = Date.now();
    const fault: { rule?: FaultRule } = {};
    // A client that resets mid-response must never crash the sandbox.
    res.on('error', () => undefined);
    const isControl = (req.url ?? '').startsWith(CONTROL_PATH_PREFIX);
    if (!isControl) {
      pending += 1;
      res.once('close', () => {
        pending -= 1;
        const answered = res.writableFinished;
        const entry: RequestLogEntry = {
          method: req.method ?? 'GET',
          path: req.url ?? '/',
          status: answered ? res.statusCode : 0,
          at,
          durationMs: Date.now() - at,
        };
        if (fault.rule) entry.fault = fault.rule.mode;
        if (!answered) entry.aborted = true;
        log.add(entry);
      });
    }
    handle(req, res, fault).catch((error: unknown) => {
      console.error('[sandbox] request failed:', error);
      if (res.headersSent) res.destroy();
      else send(res, req.method ?? 'GET', json(500, { Message: 'An error has occurred.' }));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const { port } = server.address() as AddressInfo;
  origin = originFor(host, port);
  const hosts = Object.fromEntries(
    SANDBOX_HOST_NAMES.map((name) => [name, `${origin}/${name}/`]),
  ) as Record<SandboxHostName, string>;

  let closing: Promise<void> | undefined;
  return {
    port,
    origin,
    hosts,
    env: {
      ...Object.fromEntries(
        SANDBOX_HOST_NAMES.map((name) => [`CONTENT_HOST_${name.toUpperCase()}`, hosts[name]]),
      ),
      ...Object.fromEntries(
        LAB_SERVERS.map((name) => [
          `LAB_HOST_${name.slice(-1).toUpperCase()}`,
          `${origin}/${name}/`,
        ]),
      ),
      PAYPRO_BASE_URL: `${origin}${PAYPRO_PREFIX}/`,
      NEXT_PUBLIC_EMAILJS_ORIGIN: `${origin}${EMAILJS_PREFIX}`,
      SITE_SANDBOX: '1',
    },
    faults,
    requests: () => log.entries(),
    pending: () => pending,
    resetRequests: () => log.reset(),
    outbox: () => outbox.messages(),
    clearOutbox: () => outbox.clear(),
    payproOrders: () => paypro.state.orders(),
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        shutdown.abort();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
