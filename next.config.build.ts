import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { imagePatterns, imageSources, isLoopback, readContentHosts } from './adapters/hosts';
import { ADDRESSES, HOME_ROUTE, LOCAL_IMAGES, UNLOCALIZED_SOURCE } from './domain/addresses';
import { buildDir } from './domain/buildDir.mjs';
import { emailSettings } from './domain/emailSettings';
import { FORM_POST_MAX_BYTES } from './domain/formPosts';
import { DEVICE_SIZES, IMAGE_SIZES } from './domain/imageWidths';
import { DEFAULT_LOCALE, LOCALES, LOCALE_COOKIE, localePath } from './domain/locales';

// The forms' public e-mail settings are built into the bundle: a malformed one fails the build.
emailSettings(process.env);

/**
 * Images from the content hosts are optimised by Next (resized, WebP) and served from this site,
 * so a plain-HTTP upstream never becomes mixed content. The allowed sources are exactly the
 * configured content hosts and image bases (adapters/hosts.ts, the list the runtime reads too),
 * read at build time.
 */
const sources = imageSources(readContentHosts(process.env));

const nextConfig: NextConfig = {
  reactStrictMode: true,
  distDir: buildDir(process.env),
  // Loaded by Node rather than bundled: bundled, the routes got graphql's ES module build while
  // yoga required its CommonJS one, so yoga took its own GraphQLErrors for crashes (a syntax
  // error answered 500). One copy for everything on the server.
  // esbuild bundles the service worker at build time (app/serwist/[path]/route.ts).
  serverExternalPackages: ['graphql', 'graphql-yoga', '@escape.tech/graphql-armor', 'esbuild'],
  poweredByHeader: false,
  // The front server compresses, after it has rewritten a page's head (server/front.ts).
  compress: false,
  // The front server tags whole answers, natively and as sent (server/entityTags.ts).
  generateEtags: false,
  images: {
    remotePatterns: imagePatterns(sources),
    // Next refuses to optimise images from private addresses unless told; only the sandbox is one.
    dangerouslyAllowLocalIP: sources.every(isLoopback),
    formats: ['image/webp'],
    // domain/imageWidths.ts: which and why, and the smaller ones low-data mode asks for.
    // The site's own pictures only: any other local address (a page, the API, a patient's
    // report) is no image, and the optimizer would render it inside this process.
    localPatterns: LOCAL_IMAGES.map((pathname) => ({ pathname })),
    imageSizes: IMAGE_SIZES,
    deviceSizes: DEVICE_SIZES,
    minimumCacheTTL: 86_400,
  },
  // Rendered pages, route handlers and data: in Redis when REDIS_URL is set, else in this
  // instance's bounded memory, never on disk, where every search's page would pile up
  // (server/pageCache.mjs). Next's own memory cache in front would hide other instances' renders.
  cacheHandler: path.resolve('server/pageCache.mjs'),
  cacheMaxMemorySize: 0,
  // app/global-not-found.tsx: the 404 document is not part of every page (issue 22).
  experimental: {
    globalNotFound: true,
    serverActions: { bodySizeLimit: FORM_POST_MAX_BYTES },
  },
  // `npm test` type-checks the whole tree (`npm run typecheck`) before it builds; its build need
  // not check again (half a minute of CI). Any other build checks.
  typescript: { ignoreBuildErrors: process.env.BUILD_AFTER_TYPECHECK === '1' },
  // One route tree for both languages (app/[locale]): Urdu's addresses name it (/ur/...), and
  // every other address is English's, at the legacy address, rewritten here to /en/... A rewrite
  // in the configuration runs no code per request, where a proxy would run before every page.
  // The home page lives at /home so that it renders on first visit (app/[locale]/(site)/home); the
  // site's root shows it. Files, the API and the service worker are outside the tree.
  // Another spelling of a page (domain/addresses) is shown from the page, here too, and a page
  // rendered by a route other than its own (the branch pages' one route, the lists') from it.
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/', destination: HOME_ROUTE },
        { source: '/ur', destination: localePath(HOME_ROUTE, 'ur') },
        ...LOCALES.flatMap((locale) =>
          ADDRESSES.flatMap((address) =>
            (address.spellings ?? []).map((spelling) => ({
              source: `${localePath(spelling, locale)}/:rest*`,
              destination: `${localePath(address.path, locale)}/:rest*`,
            })),
          ),
        ),
        // A private address's route is the proxy's rewrite (proxy.ts), which seals the answer.
        ...LOCALES.flatMap((locale) =>
          ADDRESSES.filter((address) => address.route && !address.privacy).map((address) => ({
            source: localePath(address.path, locale),
            destination: localePath(address.route!, locale),
          })),
        ),
      ],
      afterFiles: [
        {
          source: `/:path((?!ur(?:/|$)|${UNLOCALIZED_SOURCE}).*)`,
          destination: `/${DEFAULT_LOCALE}/:path`,
        },
      ],
    };
  },
  // The language a patient chose is remembered (components/i18n/LanguageSwitch.tsx): the site's
  // root opens in it. Only the root: an address someone shared or a search engine gave stays in
  // its language.
  async redirects() {
    return [
      {
        source: '/',
        has: [{ type: 'cookie', key: LOCALE_COOKIE, value: 'ur' }],
        destination: localePath('/', 'ur'),
        permanent: false,
      },
    ];
  },
};

// next-intl's configuration for each page: its catalogue, dates and numbers (components/i18n).
// The English catalogue's declaration (messages/en.d.json.ts, written at typegen and build) gives
// each ICU message its literal text, so `t(key, values)` is checked against the message's arguments.
// The catalogues are compiled as the build reads them (`precompile`): no page parses an ICU message
// again on each render, and no browser downloads the parser (issue 42).
export default createNextIntlPlugin({
  requestConfig: './components/i18n/request.ts',
  experimental: {
    createMessagesDeclaration: './messages/en.json',
    messages: { path: './messages', format: 'json', locales: [...LOCALES], precompile: true },
  },
})(nextConfig);
