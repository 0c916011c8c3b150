import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { consultantListRoute } from '@/components/consultants/consultantListRoute';
import { CONSULTANT_LIST_PATHS, isListingId } from '@/domain/addresses';

// A search by name (proxy.ts rewrites /{list}?name=… here): rendered for each request and never
// kept, so the countless names people type cannot push the site's pages out of the page cache.
// The consultants themselves come from the adapters' cache, so a render asks no upstream.
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; listing: string; key: string }>;

async function route(params: Params) {
  const { locale, listing, key } = await params;
  if (!isListingId(listing)) return null;
  // The list as the lists' route names it: by its address (`dhaconsultant`).
  const list = CONSULTANT_LIST_PATHS[listing][0].slice(1);
  return { ...consultantListRoute(), params: Promise.resolve({ locale, list, search: [key] }) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const found = await route(params);
  return found ? found.generateMetadata({ params: found.params }) : {};
}

export default async function NameSearchPage({ params }: { params: Params }) {
  const found = await route(params);
  if (!found) notFound();
  return <found.Page params={found.params} />;
}
