/**
 * The sandbox's own control surface under /__...: health, fault rules, the request log and the
 * e-mail outbox, so a running sandbox can be driven from Playwright, benchmarks or curl. Never
 * subject to faults.
 */

import type { IncomingMessage } from 'node:http';

import type { Outbox } from './emailjs';
import type { PayProState } from './paypro';
import { FaultRuleError, parseFaultRules, type FaultController } from './faults';
import type { RequestLog } from './request-log';
import { readBody } from './request-body';
import { json, type SandboxResponse } from './responses';

const MAX_BODY_BYTES = 64 * 1024;

export const CONTROL_PATH_PREFIX = '/__';

export interface ControlContext {
  faults: FaultController;
  log: RequestLog;
  outbox: Outbox;
  paypro: PayProState;
}

/** POST /__faults: one rule or an array of them, validated; a bad rule or body is a 400. */
async function addFaultRules(
  req: IncomingMessage,
  faults: FaultController,
): Promise<SandboxResponse> {
  const body = await readBody(req, MAX_BODY_BYTES);
  if (!body) return json(400, { ok: false, error: 'Request body too large' });
  try {
    for (const rule of parseFaultRules(body.toString('utf8'))) faults.set(rule);
    return json(201, { ok: true, faults: faults.list() });
  } catch (error) {
    if (error instanceof FaultRuleError) return json(400, { ok: false, error: error.message });
    throw error;
  }
}

function methodNotAllowed(allowed: string): SandboxResponse {
  const response = json(405, { ok: false, error: `Use ${allowed}` });
  response.headers['Allow'] = allowed;
  return response;
}

export async function handleControlRequest(
  req: IncomingMessage,
  pathname: string,
  { faults, log, outbox, paypro }: ControlContext,
): Promise<SandboxResponse> {
  const method = req.method ?? 'GET';
  const isRead = method === 'GET' || method === 'HEAD';
  switch (pathname.toLowerCase().replace(/\/+$/, '')) {
    case '/__health':
      return isRead ? json(200, { ok: true }) : methodNotAllowed('GET, HEAD');
    case '/__faults':
      if (isRead) return json(200, faults.list());
      if (method === 'POST') return addFaultRules(req, faults);
      if (method === 'DELETE') {
        faults.clear();
        return json(200, { ok: true, faults: [] });
      }
      return methodNotAllowed('GET, HEAD, POST, DELETE');
    case '/__requests':
      if (isRead) return json(200, log.entries());
      if (method === 'DELETE') {
        log.reset();
        return json(200, { ok: true });
      }
      return methodNotAllowed('GET, HEAD, DELETE');
    case '/__outbox':
      if (isRead) return json(200, outbox.messages());
      if (method === 'DELETE') {
        outbox.clear();
        return json(200, { ok: true });
      }
      return methodNotAllowed('GET, HEAD, DELETE');
    case '/__paypro':
      if (isRead) return json(200, paypro.orders());
      if (method === 'DELETE') {
        paypro.clear();
        return json(200, { ok: true });
      }
      return methodNotAllowed('GET, HEAD, DELETE');
    default:
      return json(404, { ok: false, error: `No sandbox control route ${pathname}` });
  }
}
