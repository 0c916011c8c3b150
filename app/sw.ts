/// <reference lib="webworker" />
/**
 * The service worker (issue 20), bundled by app/serwist/[path]/route.ts and registered by
 * components/layout/RegisterServiceWorker.tsx. It keeps what a patient needs on a dropped
 * connection and nothing private:
 *
 * - pages: from the network whenever it answers, so a page is never stale when it need not be;
 *   the pages a patient visited (and /emergency and /contactus, kept at install in the language
 *   the patient reads) are read from the worker's cache only when the network fails, and a page
 *   never kept gives the offline page, in the page's language, with every branch's phone. Only what `mayKeepOffline` allows is kept: a patient's reports,
 *   report files and payment status are sent no-store and never stored;
 * - the site's own scripts, styles and fonts (immutable, named by their content), and pictures the
 *   patient saw, from the cache first;
 * - nothing else: GraphQL, server actions, forms and every other request go to the network only.
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, type PrecacheEntry } from 'serwist';
import {
  OFFLINE_PAGES,
  PAGES_CACHE,
  installedPages,
  mayKeepOffline,
  offlinePageOf,
} from '../domain/offlinePages';
import { splitLocale } from '../i18n/locales';

declare global {
  interface WorkerGlobalScope {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const keepOnlyPublicPages = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    mayKeepOffline(response) ? response : null,
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkFirst({ cacheName: PAGES_CACHE, plugins: [keepOnlyPublicPages] }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'static',
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/_next/image',
      handler: new CacheFirst({
        cacheName: 'images',
        plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * 24 * 3600 })],
      }),
    },
  ],
  fallbacks: {
    entries: OFFLINE_PAGES.map((page) => ({
      url: page,
      matcher: ({ request }) =>
        request.mode === 'navigate' && offlinePageOf(new URL(request.url).pathname) === page,
    })),
  },
});

// The emergency and contact pages are kept at install, in the pages cache, where a later visit
// refreshes them from the network: so they are there offline even if never visited, and never
// shown stale while the network answers.
self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      caches.open(PAGES_CACHE),
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
    ]).then(async ([cache, windows]) => {
      const locales = windows.map((window) => splitLocale(new URL(window.url).pathname).locale);
      for (const page of installedPages(locales.length ? locales : ['en'])) {
        const response = await fetch(page, { credentials: 'omit' });
        if (mayKeepOffline(response)) await cache.put(page, response);
      }
    }),
  );
});

serwist.addEventListeners();
