import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConsultantListingPage } from '@/components/consultants/ConsultantListingPage';
import { isSearched, listingHref } from '@/components/consultants/listingSearch';
import { loadListing } from '@/components/consultants/loadListing';
import { listingOfPath } from '@/content/consultantLists';

/**
 * The consultant list pages at their legacy addresses (/dhaconsultant, /OurDoctors, ...), and
 * each search of them at /{list}/{search key} (proxy.ts rewrites searched addresses there). No page
 * is rendered at build, so the build needs no upstream: each is rendered on its first visit, then
 * served from the page cache and re-rendered in the background at most once a minute, as often
 * as the upstream feeds are refreshed. Any other single-segment address is not found.
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Params = Promise<{ listing: string; search?: string[] }>;

async function load(params: Params) {
  const { listing, search = [] } = await params;
  const id = listingOfPath(`/${listing}`);
  if (!id || search.length > 1) return null;
  return loadListing(id, search[0]);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const view = await load(params);
  if (!view) return {};
  const searched = isSearched(view.search);
  return {
    title: view.title,
    description: view.blurb,
    // Search results are not pages of their own for search engines; the list's pages are.
    alternates: { canonical: searched ? view.path : listingHref(view.path, view.search) },
    ...(searched && { robots: { index: false, follow: true } }),
  };
}

export default async function ConsultantListRoute({ params }: { params: Params }) {
  const view = await load(params);
  if (!view) notFound();
  return <ConsultantListingPage listing={view} />;
}
