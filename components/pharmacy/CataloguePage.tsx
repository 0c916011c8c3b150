import { ClientMessages } from '@/components/i18n/ClientMessages';
import Link from '@/components/i18n/Link';
import { PageIntro } from '@/components/layout/PageIntro';
import { catalogueHref } from '@/components/pharmacy/catalogue';
import { CATALOGUE } from '@/domain/catalogue';
import { CATALOGUE_PATH } from '@/domain/addresses';
import { getMessages, getTranslations } from 'next-intl/server';
import { Cart } from '@/components/pharmacy/Cart';
import { MedicineCatalogue } from '@/components/pharmacy/MedicineCatalogue';
import { PharmacyLogos } from '@/components/pharmacy/PharmacyLogos';
import { pageMetadata } from '@/components/seo/pageMetadata';
import { cursorAt } from '@/graphql/cursors';
import { queryPage } from '@/graphql/client/server';
import { MedicineSearchDocument } from '@/graphql/__generated__/operations';

/** The catalogue's address query: `/Medicines?search=pana&show=all&page=2`, a key given twice too. */
export interface CatalogueQuery {
  search?: string | string[];
  show?: string | string[];
  page?: string | string[];
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function catalogueMetadata(query: CatalogueQuery) {
  const t = await getTranslations('catalogue');
  return pageMetadata({
    title: t('heading'),
    description: t('description'),
    path: CATALOGUE_PATH,
    noIndex: Boolean(first(query.search)),
  });
}

/**
 * The medicine catalogue (spec 001 §2). The server answers the search in the address: the first
 * twelve matches, or with 'show=all' every match a page at a time, so it works without
 * JavaScript; the catalogue then follows the typing in place.
 */
export async function CataloguePage({ query }: { query: CatalogueQuery }) {
  const messages = await getTranslations();
  const t = await getTranslations('catalogue');
  const { panel } = (await getMessages()).payment;
  const search = (first(query.search) ?? '').trim().slice(0, CATALOGUE.longestSearch);
  const all = first(query.show) === 'all';
  const page = Math.max(1, Math.min(1000, Number.parseInt(first(query.page) ?? '1', 10) || 1));
  const cards = all ? CATALOGUE.pageOfAll : CATALOGUE.firstCards;
  const result = await queryPage(MedicineSearchDocument, {
    search,
    first: cards,
    after: page > 1 ? cursorAt((page - 1) * cards - 1) : null,
  });
  const medicines = result.data?.medicines ?? null;
  const pages = medicines ? Math.ceil(medicines.totalCount / cards) : 0;
  return (
    <>
      <PageIntro title={messages('catalogue.heading')} />
      <div className="mx-auto max-w-7xl px-4 pb-12">
        <ClientMessages
          namespaces={['catalogue', 'upstream', 'common', 'payment', 'cart', 'forms']}
        >
          <MedicineCatalogue
            initial={{ search, all, page, medicines }}
            banner={<PharmacyLogos />}
          />
          {/* The cart lives on the phone: the browser shows it once it has something in it. */}
          <Cart />
        </ClientMessages>
        {all && pages > 1 && (
          <noscript>
            <p className="mt-6 flex justify-center gap-6">
              {page > 1 && (
                <Link href={catalogueHref(search, true, page - 1)}>{panel.previousPage}</Link>
              )}
              <span>{t('pageOf', { page: String(page), pages: String(pages) })}</span>
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
