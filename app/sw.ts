/// <reference lib="webworker" />
/**
 * The service worker (issue 20), bundled by app/serwist/[path]/route.ts and registered by every
 * page once it has loaded (server/scriptsOnFirstTouch.ts). It keeps what a patient needs on a dropped
 * connection and nothing private:
 *
 * - pages: from the network whenever it answers, so a page is never stale when it need not be;
 *   the pages a patient visited (and /emergency and /contactus, kept at install in the language
 *   the patient reads) are read from the worker's cache only when the network fails, and a page
 *   never kept gives the offline page, in the page's language, with every branch's phone. Only what `mayKeepOffline` allows is kept: a patient's reports,
 *   report files and payment status are sent no-store and never stored;
 * - a page is kept only with every script and stylesheet its HTML names (`pageFiles`): one missing
 *   offline makes the framework put its error page over the good HTML (issue 30);
 * - the site's own scripts, styles and fonts (immutable, named by their content), and pictures the
 *   patient saw, from the cache first;
 * - nothing else: GraphQL, server actions, forms and every other request go to the network only.
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, type PrecacheEntry } from 'serwist';
import {
  OFFLINE_PAGES,
  PAGES_CACHE,
  STATIC_CACHE,
  installedPages,
  mayKeepOffline,
  offlinePageOf,
  pageFiles,
} from '../domain/offlinePages';
import { splitLocale } from '@/domain/locales';
import { mayFetchForOffline } from '@/domain/addresses';

declare global {
  interface WorkerGlobalScope {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const fetching = new Map<string, Promise<Response>>();

/**
 * One of the site's own files, from the cache, else from the network once however many ask at the
 * same time (the page loading it and the worker keeping the page), then kept.
 */
async function staticFile(url: string): Promise<Response> {
  const cache = await caches.open(STATIC_CACHE);
  const kept = await cache.match(url);
  if (kept) return kept;
  let pending = fetching.get(url);
  if (!pending) {
    pending = fetch(url)
      .then(async (response) => {
        if (response.ok) await cache.put(url, response.clone());
        return response;
      })
      .finally(() => fetching.delete(url));
    fetching.set(url, pending);
  }
  return (await pending).clone();
}

/** Keeps every file the page names (those precached aside); false if one could not be had. */
async function keepFilesOf(page: Response): Promise<boolean> {
  const files = pageFiles(await page.clone().text()).filter(
    (file) => !serwist.getPrecacheKeyForUrl(file),
  );
  const answers = await Promise.allSettled(files.map(staticFile));
  return answers.every((answer) => answer.status === 'fulfilled' && answer.value.ok);
}

/** A page is kept if it is public and every file it names is kept first; else the last copy stays. */
async function mayKeepPage(response: Response): Promise<boolean> {
  return mayKeepOffline(response) && (await keepFilesOf(response));
}

const keepOnlyWholePublicPages = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    (await mayKeepPage(response)) ? response : null,
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkFirst({ cacheName: PAGES_CACHE, plugins: [keepOnlyWholePublicPages] }),
    },
    {
      // No expiry by count or age, which could drop a file a kept page needs: the files no kept
      // page names go when a new build's worker takes over (activate, below).
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: ({ request }) => staticFile(request.url),
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

/**
 * At install, which is also when a new build arrives, the pages kept are fetched from this build,
 * with their files: the emergency and contact pages (so they are there offline even if never
 * visited), the page a patient arrived on (loaded before there was a worker to keep it),
 * and those kept before, whose files the previous build's server no longer has. A page that fails
 * keeps its last copy, files and all. A later visit refreshes them from the network.
 */
self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      caches.open(PAGES_CACHE),
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
    ]).then(async ([cache, windows]) => {
      const open = windows.map((window) => new URL(window.url));
      const locales = open.map((url) => splitLocale(url.pathname).locale);
      // With no worker before this one, the open pages were read without one to keep them. Under
      // a worker, an open page it did not keep was not read (the offline page in its place).
      const arrived = self.registration.active ? [] : open;
      const earlier = (await cache.keys()).map((request) => new URL(request.url));
      // Offline pages are precached by Serwist; their files are kept here.
      for (const page of OFFLINE_PAGES) {
        if (!(await keepFilesOf(await fetch(page, { credentials: 'omit', cache: 'no-cache' })))) {
          throw new Error(`The offline page ${page} could not be kept whole`);
        }
      }
      for (const page of installedPages(locales.length ? locales : ['en'])) {
        await refreshPage(cache, page);
      }
      // Only pages the address table lets shared caches keep: fetching a patient's lab page
      // again would repeat their lookup, and charge it to their budget.
      const keepable = [...arrived, ...earlier].filter((url) =>
        mayFetchForOffline(splitLocale(url.pathname).path),
      );
      for (const page of new Set(keepable.map((url) => url.pathname + url.search))) {
        await refreshPage(cache, page).catch(() => undefined);
      }
    }),
  );
});

async function refreshPage(cache: Cache, page: string): Promise<void> {
  // Asked of the server, not the browser's HTTP cache, which may hold the previous build's page.
  const response = await fetch(page, { credentials: 'omit', cache: 'no-cache' });
  if (await mayKeepPage(response)) await cache.put(page, response);
}

// The files no kept page names (an earlier build's, mostly) go once this build's worker is in
// charge, so the cache holds one build's files and no more.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const pages = await caches.open(PAGES_CACHE);
      const kept = [
        ...(await Promise.all((await pages.keys()).map((request) => pages.match(request)))),
        ...(await Promise.all(OFFLINE_PAGES.map((page) => serwist.matchPrecache(page)))),
      ];
      const named = new Set<string>();
      for (const page of kept) {
        for (const file of pageFiles((await page?.text()) ?? '')) {
          named.add(new URL(file, self.location.href).href);
        }
      }
      const files = await caches.open(STATIC_CACHE);
      for (const request of await files.keys()) {
        if (!named.has(request.url)) await files.delete(request);
      }
    })(),
  );
});

serwist.addEventListeners();
