import { GraphQLError, getOperationAST, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { siteOrigins } from '@/adapters/site';
import { readsPatientData } from './patientData';

/**
 * What another website may do with this API through a visitor's browser: nothing but read public
 * content. CORS (yoga.ts) lets listed internal tools read public queries; this refuses, whatever
 * CORS says, every mutation and every query of a patient's data (patientData.ts) that a browser
 * marks as coming from another site, and lab lookups over GET, which would put patient ids into
 * addresses and access logs. Clients that are not browsers send no such marks and are served.
 */

/**
 * The origin the browser reached: the scheme, host and port it sent. The front server passes on
 * X-Forwarded-Host and -Proto only from the proxies it trusts (server/admission.ts), and Next.js
 * fills them from the request's own Host and scheme otherwise.
 */
export function requestOrigin(request: Request): string {
  const first = (name: string) => request.headers.get(name)?.split(',')[0]?.trim() || undefined;
  const url = new URL(request.url);
  const scheme = first('x-forwarded-proto') ?? url.protocol.slice(0, -1);
  const host = first('x-forwarded-host') ?? first('host') ?? url.host;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return url.origin;
  }
}

/** The origins whose pages are this site's own: the one reached, SITE_URL and SITE_ALIASES. */
function ownOrigins(request: Request): string[] {
  return [requestOrigin(request), ...siteOrigins()];
}

/** True when the browser says the request was made by a page of another origin. */
export function isCrossSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.get('origin');
  return origin !== null && !ownOrigins(request).includes(origin);
}

function refusal(message: string, status: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN', http: { status } } });
}

export const CROSS_SITE_MESSAGES = {
  crossSite: 'This request must come from this site’s own pages.',
  privateOverGet: 'Send this query as a POST with a JSON body.',
} as const;

/** Why an operation of `request` is refused, or null. */
export function refusalOf(
  request: Request,
  document: DocumentNode,
  operationName?: string | null,
): GraphQLError | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  const isPrivate = readsPatientData(document, operationName);
  if (operation.operation === 'query' && !isPrivate) return null;
  if (isPrivate && request.method === 'GET') {
    return refusal(CROSS_SITE_MESSAGES.privateOverGet, 405);
  }
  return isCrossSite(request) ? refusal(CROSS_SITE_MESSAGES.crossSite, 403) : null;
}

export function refuseCrossSitePrivateOperations(): Plugin<{ request: Request }> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refused = refusalOf(args.contextValue.request, args.document, args.operationName);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
  };
}
