/**
 * Who a request comes from, decided once by the front server (server/main.ts) and handed to the
 * site under CLIENT_ADDRESS_HEADER, which it always overwrites: a client cannot name itself.
 *
 * Rate limits need an address a client cannot choose. Next.js fills X-Forwarded-For with the
 * peer's address only when the header is absent, so its value is whatever the client sent unless a
 * proxy we run appended to it. With no trusted proxy the socket's peer is the client; behind N
 * trusted proxies (TRUSTED_PROXY_HOPS, each appending the address it was reached from) the client
 * is the entry N places from the end of the chain of X-Forwarded-For entries and the peer.
 */

export const CLIENT_ADDRESS_HEADER = 'x-client-address';

export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string {
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer ?? 'unknown'];
  // Fewer entries than trusted hops: a request that bypassed a proxy; its first hop is the nearest
  // thing to a client that we have.
  return chain[chain.length - 1 - trustedHops] ?? chain[0]!;
}

/**
 * A caller on this machine (monitoring, nginx's own checks, an operator's curl): the one that may
 * read the instance's internals (readiness details, the page cache's headers) without a token.
 */
export function isInternalCaller(address: string | undefined): boolean {
  return /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(address ?? '');
}
