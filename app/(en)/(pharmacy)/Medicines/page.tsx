import Link from '@/i18n/Link';
import { PageIntro } from '@/components/layout/PageIntro';
import { catalogueHref } from '@/components/pharmacy/catalogue';
import { CATALOGUE } from '@/domain/catalogue';
import { messages } from '@/domain/messages';
import { requestMessages } from '@/i18n/server';
import { MedicineCatalogue } from '@/components/pharmacy/MedicineCatalogue';
import { PharmacyLogos } from '@/components/pharmacy/PharmacyLogos';
import { pageMetadata } from '@/components/seo/pageMetadata';
import { cursorAt } from '@/graphql/cursors';
import { queryPage } from '@/graphql/client/server';
import { MedicineSearchDocument } from '@/graphql/__generated__/operations';

// Each search is its own answer; the catalogue behind it is cached by the API.
export const dynamic = 'force-dynamic';

type SearchParams = Promise<{ search?: string; show?: string; page?: string }>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }) {
  const { search } = await searchParams;
  return pageMetadata({
    title: messages.catalogue.heading,
    description:
      'Buy medicines online from the pharmacy of Farooq Group Of Hospitals, and pay securely.',
    path: '/Medicines',
    noIndex: Boolean(search),
  });
}

/**
 * The medicine catalogue (spec 001 §2). The server answers the search in the address: the first
 * twelve matches, or with 'show=all' every match a page at a time, so it works without
 * JavaScript; the catalogue then follows the typing in place.
 */
export default async function MedicinesPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const { panel } = requestMessages().payment;
  const search = (query.search ?? '').trim().slice(0, CATALOGUE.longestSearch);
  const all = query.show === 'all';
  const page = Math.max(1, Math.min(1000, Number.parseInt(query.page ?? '1', 10) || 1));
  const first = all ? CATALOGUE.pageOfAll : CATALOGUE.firstCards;
  const result = await queryPage(MedicineSearchDocument, {
    search,
    first,
    after: page > 1 ? cursorAt((page - 1) * first - 1) : null,
  });
  const medicines = result.data?.medicines ?? null;
  const pages = medicines ? Math.ceil(medicines.totalCount / first) : 0;
  return (
    <>
      <PageIntro title={messages.catalogue.heading} />
      <div className="mx-auto max-w-7xl px-4 pb-12">
        <MedicineCatalogue initial={{ search, all, page, medicines }} banner={<PharmacyLogos />} />
        {all && pages > 1 && (
          <noscript>
            <p className="mt-6 flex justify-center gap-6">
              {page > 1 && (
                <Link href={catalogueHref(search, true, page - 1)}>{panel.previousPage}</Link>
              )}
              <span>
                Page {page} of {pages}
              </span>
              {page < pages && (
                <Link href={catalogueHref(search, true, page + 1)}>{panel.nextPage}</Link>
              )}
            </p>
          </noscript>
        )}
      </div>
    </>
  );
}
