import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import {
  CataloguePage,
  catalogueMetadata,
  type CatalogueQuery,
} from '@/components/pharmacy/CataloguePage';

// Each search is its own answer, never kept: searches cannot fill the page cache. The catalogue
// behind it is cached by the API.
export const dynamic = 'force-dynamic';

type SearchParams = Promise<CatalogueQuery>;

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  await enterLocale(params);
  return catalogueMetadata(await searchParams);
}

/** `/Medicines?search=…&show=…&page=…`, rewritten here by proxy.ts. */
export default async function MedicineSearchPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  await enterLocale(params);
  return <CataloguePage query={await searchParams} />;
}
