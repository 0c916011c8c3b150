import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/Link';
import { resultsHref, type ListingSearch } from '@/domain/listingSearch';

interface Props {
  path: string;
  search: ListingSearch;
  pages: number;
}

/**
 * The page numbers a pager shows around the current one: the first, the last, and the current
 * with its neighbours; null marks a gap ("…").
 */
export function pageNumbers(current: number, pages: number): (number | null)[] {
  const shown = [1, current - 1, current, current + 1, pages]
    .filter((page) => page >= 1 && page <= pages)
    .filter((page, index, all) => all.indexOf(page) === index)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) =>
    index > 0 && page - shown[index - 1]! > 1 ? [null, page] : [page],
  );
}

/**
 * Numbered pages, with previous and next, as plain links that keep the search in the address, so
 * they work without JavaScript and can be shared. A page past the end links back to the first.
 * Styled by the `pager` class (globals.css).
 */
export function ListingPager({ path, search, pages }: Props) {
  const text = useTranslations('finder');
  if (pages <= 1 && search.page === 1) return null;
  const to = (page: number) => resultsHref(path, { ...search, page });
  if (search.page > pages) {
    return (
      <nav aria-label={text('pages')} className="pager">
        <Link href={to(1)}>{text('firstPage')}</Link>
      </nav>
    );
  }
  return (
    <nav aria-label={text('pages')} className="pager">
      {search.page > 1 && (
        <Link href={to(search.page - 1)} rel="prev">
          {text('previous')}
          <span className="sr-only"> {text('page')}</span>
        </Link>
      )}
      <ol>
        {pageNumbers(search.page, pages).map((page, index) => (
          <li key={page ?? `gap${index}`}>
            {page === null ? (
              '…'
            ) : (
              <Link href={to(page)} aria-current={page === search.page ? 'page' : undefined}>
                <span className="sr-only">{text('pageNumber')} </span>
                {page}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {search.page < pages && (
        <Link href={to(search.page + 1)} rel="next">
          {text('next')}
          <span className="sr-only"> {text('page')}</span>
        </Link>
      )}
    </nav>
  );
}
