import { createSerwistRoute } from '@serwist/turbopack';
import { buildDir } from '@/domain/buildDir.mjs';
import { OFFLINE_PAGES } from '@/domain/offlinePages';

const distDir = buildDir(process.env);

/**
 * The service worker (app/sw.ts), bundled with esbuild when the site is built and served as
 * /serwist/sw.js with `Service-Worker-Allowed: /` (Serwist's route for Turbopack, which has no
 * build plugins yet). It precaches only what the offline page needs to look right: the offline
 * page itself, the stylesheets and the font, not every script of every page (a download a
 * patient on prepaid data did not ask for). The scripts of the pages it keeps, the offline page's
 * among them, the worker keeps itself (app/sw.ts).
 */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute(
  {
    swSrc: 'app/sw.ts',
    useNativeEsbuild: true,
    // No source map: it would publish the worker's sources (330 KB) for no patient's benefit.
    esbuildOptions: { sourcemap: false },
    globPatterns: [`${distDir}/static/chunks/*.css`, `${distDir}/static/media/*.woff2`],
    // Serwist maps the build directory's files to /_next/ addresses: it must know which it is.
    nextConfig: { distDir },
    additionalPrecacheEntries: OFFLINE_PAGES.map((url) => ({ url, revision: crypto.randomUUID() })),
  },
);
