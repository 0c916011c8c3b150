import { enterLocale } from '@/components/i18n/enterLocale';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/components/seo/notFoundMetadata';
import { pageMetadata } from '@/components/seo/pageMetadata';
import { listingOfPath } from '@/domain/addresses';
import { ConsultantListingPage } from './ConsultantListingPage';
import { isSearched, listingHref } from '@/domain/listingSearch';
import { loadListing } from './loadListing';
import { keepAsVariant } from '@/graphql/client/server';

type Params = Promise<{ locale: string; list: string; search?: string[] }>;

/**
 * A consultant list page and each search of it, at /{list} and /{list}/{search key} of the lists'
 * one route (app/[locale]/(listing)/consultant-list/[list]/[[...search]]), named by the list's
 * address; the address table's rewrites reach it, proxy.ts's for a searched address.
 */
export function consultantListRoute() {
  async function load(params: Params) {
    const { list, search = [] } = await params;
    const listing = listingOfPath(`/${list}`);
    return !listing || search.length > 1 ? null : loadListing(listing, search[0]);
  }

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    await enterLocale(params);
    const view = await load(params);
    // A page past the list's last (or a search no form writes) is the 404 page: titled so, and
    // for no search engine, as the boundary the page shows would be.
    if (!view) return notFoundMetadata();
    const searched = isSearched(view.search);
    return pageMetadata({
      title: view.title,
      description: view.blurb,
      // Search results are not pages of their own for search engines; the list's pages are.
      path: searched ? view.path : listingHref(view.path, view.search),
      noIndex: searched,
    });
  }

  async function Page({ params }: { params: Params }) {
    await enterLocale(params);
    const view = await load(params);
    // Only a hand-made address reaches this: the proxy writes valid search segments.
    if (!view) notFound();
    // A filter or a page number: one of thousands of real addresses, kept in the variants' share.
    if ((await params).search?.length) await keepAsVariant();
    return <ConsultantListingPage listing={view} />;
  }

  return { generateMetadata, Page };
}
