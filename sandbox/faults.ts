/**
 * Fault injection: makes chosen paths slow, failing or malformed on demand, so timeouts, retries,
 * stale-cache fallbacks and error states can be tested against a live upstream.
 */

import { jsonText, malformedJson, type SandboxResponse } from './responses';

/**
 * `malformed` cuts the JSON off; the last three answer valid JSON of the wrong shape: records
 * without the feed's fields, one object where a list belongs, an empty list.
 */
export const FAULT_MODES = [
  'slow',
  'error',
  'malformed',
  'wrong-objects',
  'object-for-list',
  'empty-list',
] as const;

export type FaultMode = (typeof FAULT_MODES)[number];

export interface FaultRule {
  /** Path prefix, compared case-insensitively with the request path ('/' matches everything). */
  match: string;
  mode: FaultMode;
  /** slow only; default DEFAULT_SLOW_DELAY_MS. */
  delayMs?: number;
  /** error only; default DEFAULT_ERROR_STATUS. */
  status?: number;
  /** How many matching requests the rule affects before it expires; unlimited when absent. */
  times?: number;
}

export interface FaultController {
  /** Adds the rule, replacing any rule with the same match (case-insensitive). */
  set(rule: FaultRule): void;
  clear(): void;
  /** Active rules, with `times` showing the uses left. */
  list(): FaultRule[];
  /** The rule to apply to a request path, consuming one of its uses; longest match wins. */
  take(path: string): FaultRule | undefined;
}

export const DEFAULT_SLOW_DELAY_MS = 5000;
export const DEFAULT_ERROR_STATUS = 500;

export class FaultRuleError extends Error {
  override name = 'FaultRuleError';
}

const LIMITS = {
  delayMs: [0, 10 * 60 * 1000],
  status: [400, 599],
  times: [1, Number.MAX_SAFE_INTEGER],
} as const;

/** Validates a rule from an untrusted source (HTTP body, env var, query); `match` defaults to '/'. */
export function parseFaultRule(value: unknown): FaultRule {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new FaultRuleError('A fault rule must be a JSON object');
  }
  const source = value as Record<string, unknown>;
  const { match = '/', mode } = source;
  if (typeof match !== 'string') throw new FaultRuleError('match must be a string path prefix');
  if (!(FAULT_MODES as readonly unknown[]).includes(mode)) {
    throw new FaultRuleError(`mode must be one of ${FAULT_MODES.join(', ')}`);
  }
  const trimmed = match.trim();
  const rule: FaultRule = {
    match: trimmed.startsWith('/') ? trimmed : `/${trimmed}`,
    mode: mode as FaultMode,
  };
  for (const [key, [min, max]] of Object.entries(LIMITS) as [
    keyof typeof LIMITS,
    readonly [number, number],
  ][]) {
    const raw = source[key];
    if (raw === undefined || raw === null) continue;
    // Query parameters and hand-written env vars give numbers as strings.
    const number = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
      throw new FaultRuleError(`${key} must be an integer from ${min} to ${max}`);
    }
    rule[key] = number;
  }
  return rule;
}

/** Parses SANDBOX_FAULTS: a JSON array of rules (a single rule object is accepted too). */
export function parseFaultRules(text: string): FaultRule[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FaultRuleError('Fault rules must be valid JSON');
  }
  return (Array.isArray(parsed) ? parsed : [parsed]).map(parseFaultRule);
}

/** The per-request override: ?__fault=<mode> with optional __delay and __status. */
export function faultFromQuery(params: URLSearchParams): FaultRule | undefined {
  const mode = params.get('__fault');
  if (mode === null) return undefined;
  return parseFaultRule({
    mode,
    delayMs: params.get('__delay') ?? undefined,
    status: params.get('__status') ?? undefined,
  });
}

export function createFaultController(initial: readonly FaultRule[] = []): FaultController {
  let rules: FaultRule[] = [];
  const controller: FaultController = {
    set(rule) {
      const validated = parseFaultRule(rule);
      const key = validated.match.toLowerCase();
      rules = [...rules.filter((existing) => existing.match.toLowerCase() !== key), validated];
    },
    clear() {
      rules = [];
    },
    list() {
      return rules.map((rule) => ({ ...rule }));
    },
    take(path) {
      const lowerPath = path.toLowerCase();
      let chosen: FaultRule | undefined;
      // Later rules win ties, so iterating in order and keeping ">=" picks the newest.
      for (const rule of rules) {
        if (!lowerPath.startsWith(rule.match.toLowerCase())) continue;
        if (!chosen || rule.match.length >= chosen.match.length) chosen = rule;
      }
      if (!chosen) return undefined;
      const applied = { ...chosen };
      if (chosen.times !== undefined && --chosen.times <= 0) {
        rules = rules.filter((rule) => rule !== chosen);
      }
      return applied;
    },
  };
  for (const rule of initial) controller.set(rule);
  return controller;
}

type Records = readonly Record<string, unknown>[];

/**
 * The records of a JSON answer and how to put changed ones back: a list, the pharmacy's
 * `{ data: [...] }`, or one record on its own (a single-record lookup).
 */
function recordsOf(body: unknown): [Records, (records: unknown) => unknown] | undefined {
  if (Array.isArray(body)) return [body as Records, (records) => records];
  if (typeof body !== 'object' || body === null) return undefined;
  const { data } = body as { data?: unknown };
  if (Array.isArray(data)) return [data as Records, (records) => ({ ...body, data: records })];
  const alone = (records: unknown) => (Array.isArray(records) ? (records[0] ?? []) : records);
  return [[body as Record<string, unknown>], alone];
}

/** A serialiser whose casing changed: the same values, none under a name the site reads. */
const upperCased = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key.toUpperCase(), value]));

/**
 * The answer as a fault that changes its body leaves it; other modes, and answers that are not
 * 200 JSON (images, PDFs, error pages), are returned as they are.
 */
export function withBodyFault(
  rule: FaultRule | undefined,
  response: SandboxResponse,
): SandboxResponse {
  if (rule?.mode === 'malformed') return malformedJson(response);
  const mode = rule?.mode;
  if (mode !== 'wrong-objects' && mode !== 'object-for-list' && mode !== 'empty-list') {
    return response;
  }
  const isJson = response.headers['Content-Type']?.startsWith('application/json');
  if (response.status !== 200 || !isJson) return response;
  const found = recordsOf(JSON.parse(String(response.body)));
  if (!found) return response;
  const [records, putBack] = found;
  const changed = {
    'empty-list': [],
    'wrong-objects': records.map(upperCased),
    // A list's first record in its place; one record on its own is an object already.
    'object-for-list': records[0] ?? {},
  }[mode];
  return jsonText(response.status, JSON.stringify(putBack(changed)));
}
