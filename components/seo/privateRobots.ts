import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { PRIVACY_HEADER, mayBeIndexed, type Privacy } from '@/domain/addresses';

/**
 * The robots metadata of a page with a patient's data, by the privacy of its answer: the rule
 * the front server's X-Robots-Tag follows (domain/addresses mayBeIndexed). A lab search's
 * no-script post, a patient's results at the search page's address, said `noindex` in its header
 * and `index, follow` in its HTML (issue 53). No privacy told is the stricter answer.
 */
export function privateRobots(privacy: Privacy | null): { index: boolean; follow: boolean } {
  return privacy && mayBeIndexed(privacy)
    ? { index: true, follow: true }
    : { index: false, follow: false };
}

/** The robots of the page being rendered, by the privacy proxy.ts gave its request. */
export async function requestRobots(): Promise<NonNullable<Metadata['robots']>> {
  // Written by proxy.ts from privacyOfRoute, replacing whatever a client sent under the name.
  return privateRobots((await headers()).get(PRIVACY_HEADER) as Privacy | null);
}
