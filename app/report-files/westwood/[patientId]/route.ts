export const dynamic = 'force-dynamic';

/**
 * The legacy Westwood download (/labreportsWW/{id}, via proxy.ts) named the patient in its
 * address and sent the file at once, to anyone who guessed an id. It now leads to the Westwood
 * search, whose lookup hands out the report links (docs/differences.md).
 */
export function GET(): Response {
  // A relative address: behind the proxy's rewrite, the request's own URL names an inner host.
  return new Response(null, {
    status: 303,
    headers: {
      Location: '/labReportsWW',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
}
