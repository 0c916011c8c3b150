import type { IncomingMessage, ServerResponse } from 'node:http';
import { admit } from './guards';
import { identify } from './requestId';
import { logWhenFinished } from './requestLog';
import { inRequestScope } from './requestScope';
import type { FrontSettings } from './settings';

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * What the front server does with each request, in order: names it (server/requestId.ts), notes
 * the address the client asked for to log when it is done (server/requestLog.ts), prepares it and
 * its answer (server/guards.ts), and hands it to Next.js inside the request's scope.
 */
export function front(settings: FrontSettings, handle: Handler) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const requestId = identify(request, response, settings.trustedHops);
    if (settings.logRequests) logWhenFinished(request, response, requestId);
    if (!admit(request, response, settings)) return;
    // Next.js runs in this process: what it does for the request, the adapters' log lines among
    // it, happens inside this scope.
    inRequestScope(requestId, () => void handle(request, response));
  };
}
