import type { ConsultantPageFragment } from '@/graphql/__generated__/operations';
import { ConsultantCards } from './ConsultantCards';
import { ListingPager } from './ListingPager';
import { isSearched, type ListingSearch } from '@/domain/listingSearch';

interface Props {
  heading: string;
  path: string;
  search: ListingSearch;
  perPage: number;
  consultants: ConsultantPageFragment;
}

function summary(count: number, searched: boolean): string {
  if (count === 0)
    return searched ? 'No consultants match your search.' : 'No consultants are listed yet.';
  const noun = count === 1 ? 'consultant' : 'consultants';
  return searched ? `${count} ${noun} match your search.` : `${count} ${noun}.`;
}

/** A page of the list: the count, the cards and the way to the other pages. */
export function ConsultantResults({ heading, path, search, perPage, consultants }: Props) {
  const pages = Math.max(1, Math.ceil(consultants.totalCount / perPage));
  return (
    <section aria-labelledby="results-heading" className="mt-10">
      <h2 id="results-heading" className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      <p className="mt-1 text-slate-700" aria-live="polite">
        {summary(consultants.totalCount, isSearched(search))}
        {pages > 1 && ` Page ${search.page} of ${pages}.`}
      </p>
      <ConsultantCards consultants={consultants.nodes} />
      <ListingPager path={path} search={search} pages={pages} pageInfo={consultants.pageInfo} />
    </section>
  );
}
