import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { consultantListRoute } from '@/components/consultants/consultantListRoute';
import { isListingId } from '@/domain/addresses';

// A search by name (proxy.ts rewrites /{list}?name=… here): rendered for each request and never
// kept, so the countless names people type cannot push the site's pages out of the page cache.
// The consultants themselves come from the adapters' cache, so a render asks no upstream.
export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; listing: string; key: string }>;

async function route(params: Params) {
  const { locale, listing, key } = await params;
  if (!isListingId(listing)) return null;
  return { ...consultantListRoute(listing), params: Promise.resolve({ locale, search: [key] }) };
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
