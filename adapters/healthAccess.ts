import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { CLIENT_ADDRESS_HEADER, isInternalCaller } from '@/domain/clientAddress';
import { config } from './config';

/**
 * Who may read the readiness details. They move when patients act (the lab's and the gateway's
 * last success), so the world is told only up or down: the details are for callers on this
 * machine (the front server named the client, server/admission.ts) and for HEALTH_TOKEN's bearer.
 */
export function mayReadHealthDetails(headers: Pick<Headers, 'get'>): boolean {
  if (isInternalCaller(headers.get(CLIENT_ADDRESS_HEADER) ?? undefined)) return true;
  const token = config().api.healthToken;
  const given = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1];
  if (!token || !given) return false;
  const [a, b] = [Buffer.from(token), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}
