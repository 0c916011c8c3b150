import { emailSettings } from './emailSettings';

/**
 * The site's Content-Security-Policy, in one place for the front server (every response) and
 * proxy.ts (the pages rendered per request).
 *
 * Pages served from the page cache are rendered once for everyone, so they cannot carry a
 * per-request nonce: their policy allows this site's scripts and Next's inline payload scripts
 * ('unsafe-inline'), and nothing from elsewhere. Pages with a patient's data (lab reports, payment
 * status) are rendered per request and get a nonce with 'strict-dynamic' instead, so an injected
 * inline script cannot run there.
 */

export interface PolicySources {
  /** Where the browser sends the forms (EmailJS, or a same-site relay). */
  emailOrigin: string;
  /** Whether the site is served over HTTPS (then every http: reference is upgraded). */
  https: boolean;
}

/** The embedded branch maps (domain/branches.ts mapEmbedUrl; Google redirects between these). */
const MAP_FRAMES = ['https://maps.google.com', 'https://www.google.com'];

function originOf(address: string): string {
  try {
    return new URL(address).origin;
  } catch {
    return '';
  }
}

export function policySources(env: Record<string, string | undefined>): PolicySources {
  return {
    emailOrigin: originOf(emailSettings(env).origin),
    https: (env.SITE_URL ?? '').startsWith('https:'),
  };
}

function policy(sources: PolicySources, scripts: string): string {
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${sources.emailOrigin}`.trim(),
    `frame-src ${MAP_FRAMES.join(' ')}`,
    // GraphiQL's editor runs its language service in workers made from blobs.
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(sources.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The policy of every response that is not rendered per request. */
export function sitePolicy(sources: PolicySources): string {
  return policy(sources, "'self' 'unsafe-inline'");
}

/** The policy of a page rendered per request with `nonce` on each of its scripts. */
export function noncePolicy(sources: PolicySources, nonce: string): string {
  return policy(sources, `'self' 'nonce-${nonce}' 'strict-dynamic'`);
}
