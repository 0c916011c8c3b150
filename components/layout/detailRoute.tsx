import type { Metadata } from 'next';
import Link from '@/components/i18n/Link';
import type { ReactNode } from 'react';
import { cache } from 'react';
import { pageMetadata } from '@/components/seo/pageMetadata';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { keepOutOfCaches, type PageError } from '@/graphql/client/server';
import { enterLocale } from '@/components/i18n/enterLocale';
import { getTranslations } from 'next-intl/server';

type Params = Promise<{ id: string; locale: string }>;

/** The page's translator: `getTranslations()`, the whole catalogue in the page's language. */
type Text = (t: Awaited<ReturnType<typeof getTranslations<never>>>) => string;

export interface Loaded<T> {
  item: T | null;
  /** The error that blanked the item, if any. */
  error: PageError | undefined;
}

interface DetailRoute<L extends Loaded<unknown>> {
  /** One query for the page, shared by the page and its metadata; may carry more for `render`. */
  load: (id: string) => Promise<L>;
  /** The specification's text for an item that does not exist ("Department not found"). */
  notFoundText: Text;
  /** Where a patient goes from there: the list the item belongs to, and the link's text. */
  back: { href: string; label: Text };
  /** What to call the page when its service cannot be read. */
  unavailableTitle: Text;
  metadata: (
    item: NonNullable<L['item']>,
  ) => Parameters<typeof pageMetadata>[0] | Promise<Parameters<typeof pageMetadata>[0]>;
  render: (item: NonNullable<L['item']>, loaded: L) => ReactNode;
  /** A page of its own for an item that does not exist, in place of the text and the link back. */
  renderMissing?: () => ReactNode;
}

/**
 * A page of one item (a department, a service, an event...) at /{kind}/{id}, rendered on its
 * first visit and then served from the page cache. Three outcomes, never confused: the item; the
 * specification's "not found" text when there is no such item (or the id is no id), rendered here
 * with status 200 and kept out of search engines, since Next.js 16 sends notFound()'s 404 as an
 * empty document only JavaScript fills in (vercel/next.js#62228); and "Error: {message}" when its
 * service cannot be read, which is not "not found". A missing record's page is never kept in the
 * page cache, and an address that cannot be a record's gets the 404 page before rendering
 * (domain/addresses).
 */
export function detailRoute<L extends Loaded<unknown>>(route: DetailRoute<L>) {
  const load = cache(route.load);
  const isMissing = ({ item, error }: L) => !item && (!error || error.code === 'BAD_USER_INPUT');

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    await enterLocale(params);
    const loaded = await load((await params).id);
    if (loaded.item) {
      return pageMetadata(await route.metadata(loaded.item as NonNullable<L['item']>));
    }
    const t = await getTranslations();
    if (isMissing(loaded)) return { title: route.notFoundText(t), robots: { index: false } };
    return { title: route.unavailableTitle(t), robots: { index: false } };
  }

  async function Page({ params }: { params: Params }) {
    await enterLocale(params);
    const loaded = await load((await params).id);
    if (loaded.item) return route.render(loaded.item as NonNullable<L['item']>, loaded);
    // Ids are countless: a missing record's page is rendered each time, never kept.
    if (isMissing(loaded)) await keepOutOfCaches();
    if (route.renderMissing && isMissing(loaded)) return route.renderMissing();
    const t = await getTranslations();
    return (
      <div className="mx-auto max-w-4xl px-4 py-16">
        {isMissing(loaded) ? (
          <h1 className="heading-2 text-brand-900">{route.notFoundText(t)}</h1>
        ) : (
          <>
            <h1 className="heading-2 text-brand-900">{route.unavailableTitle(t)}</h1>
            <ErrorMessage message={loaded.error!.message} />
          </>
        )}
        <p className="mt-4">
          <Link href={route.back.href} className="text-brand-700 underline">
            {route.back.label(t)}
          </Link>
        </p>
      </div>
    );
  }

  return { generateMetadata, Page };
}
