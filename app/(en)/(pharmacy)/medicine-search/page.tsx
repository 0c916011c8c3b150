import {
  CataloguePage,
  catalogueMetadata,
  type CatalogueQuery,
} from '@/components/pharmacy/CataloguePage';

// Each search is its own answer, never kept: searches cannot fill the page cache. The catalogue
// behind it is cached by the API.
export const dynamic = 'force-dynamic';

type SearchParams = Promise<CatalogueQuery>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }) {
  return catalogueMetadata(await searchParams);
}

/** `/Medicines?search=…&show=…&page=…`, rewritten here by proxy.ts. */
export default async function MedicineSearchPage({ searchParams }: { searchParams: SearchParams }) {
  return <CataloguePage query={await searchParams} />;
}
