/**
 * Images from the content hosts are optimised by Next (resized, WebP) and served from this site,
 * so a plain-HTTP upstream never becomes mixed content. The allowed hosts are the configured
 * CONTENT_HOST_* and CONTENT_IMAGE_BASE_* addresses, read at build time; without them, the local
 * sandbox on loopback.
 */
const HOST_VARIABLES = [
  'CONTENT_HOST_MAIN',
  'CONTENT_HOST_PLAIN',
  'CONTENT_HOST_ENCLAVE',
  'CONTENT_HOST_NEWS',
];
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

const configured = HOST_VARIABLES.map((name) => process.env[name])
  .filter(Boolean)
  .map((base) => new URL(base));

const remotePatterns =
  configured.length > 0
    ? configured.map((url) => ({
        protocol: url.protocol.replace(':', ''),
        hostname: url.hostname,
        port: url.port,
        pathname: `${url.pathname}**`,
      }))
    : // The sandbox listens on loopback; tests start it on a free port.
      [{ protocol: 'http', hostname: '127.0.0.1', pathname: '/**' }];

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    remotePatterns,
    // Next refuses to optimise images from private addresses unless told; only the sandbox is one.
    dangerouslyAllowLocalIP:
      configured.length === 0 || configured.every((url) => LOOPBACK.has(url.hostname)),
    formats: ['image/webp'],
    minimumCacheTTL: 86_400,
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
