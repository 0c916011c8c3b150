import Link from 'next/link';
import type { ConsultantPageFragment } from '@/graphql/__generated__/operations';
import { listingHref, type ListingSearch } from '@/domain/listingSearch';

interface Props {
  path: string;
  search: ListingSearch;
  pages: number;
  pageInfo: ConsultantPageFragment['pageInfo'];
}

const pagerLink =
  'rounded-md border border-brand-700 px-4 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * Previous and next pages as plain links that keep the search in the address, so they work
 * without JavaScript and can be shared. A page past the end links back to the first.
 */
export function ListingPager({ path, search, pages, pageInfo }: Props) {
  const beyondEnd = search.page > pages;
  if (!pageInfo.hasPreviousPage && !pageInfo.hasNextPage) return null;
  return (
    <nav aria-label="Pages of consultants" className="mt-8 flex flex-wrap items-center gap-3">
      {beyondEnd ? (
        <Link href={listingHref(path, { ...search, page: 1 })} className={pagerLink}>
          First page
        </Link>
      ) : (
        pageInfo.hasPreviousPage && (
          <Link
            href={listingHref(path, { ...search, page: search.page - 1 })}
            rel="prev"
            className={pagerLink}
          >
            Previous<span className="sr-only"> page</span>
          </Link>
        )
      )}
      {pageInfo.hasNextPage && (
        <Link
          href={listingHref(path, { ...search, page: search.page + 1 })}
          rel="next"
          className={pagerLink}
        >
          Next<span className="sr-only"> page</span>
        </Link>
      )}
    </nav>
  );
}
