import type { ConsultantPageFragment } from '@/graphql/__generated__/operations';
import { ConsultantCards } from './ConsultantCards';
import { ListingPager } from './ListingPager';
import { isSearched, type ListingSearch } from '@/domain/listingSearch';
import { messages } from '@/domain/messages';

interface Props {
  heading: string;
  path: string;
  search: ListingSearch;
  perPage: number;
  consultants: ConsultantPageFragment;
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
        {messages.consultants.found(consultants.totalCount, isSearched(search))}
        {pages > 1 && ` Page ${search.page} of ${pages}.`}
      </p>
      <ConsultantCards consultants={consultants.nodes} />
      <ListingPager path={path} search={search} pages={pages} pageInfo={consultants.pageInfo} />
    </section>
  );
}
