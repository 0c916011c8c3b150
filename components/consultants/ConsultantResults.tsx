import { ClientMessages } from '@/components/i18n/ClientMessages';
import type { ConsultantPageFragment } from '@/graphql/__generated__/operations';
import { ConsultantCards } from './ConsultantCards';
import { ListingPager } from './ListingPager';
import { RESULTS_ID, isSearched, type ListingSearch } from '@/domain/listingSearch';
import { useTranslations } from 'next-intl';
import { requestLocale } from '@/graphql/client/pageLanguage';
import { urduFacts } from './byRule';

interface Props {
  heading: string;
  path: string;
  search: ListingSearch;
  perPage: number;
  consultants: ConsultantPageFragment;
}

/**
 * A page of the list: the count, the cards and the way to the other pages. A search's address
 * opens here (`#results`), so after Search the results are the first thing on the screen.
 */
export function ConsultantResults({ heading, path, search, perPage, consultants }: Props) {
  const pages = Math.max(1, Math.ceil(consultants.totalCount / perPage));
  const t = useTranslations();
  // Urdu pages get each card's facts in Urdu from here, so the browser never loads the rules.
  const cards =
    requestLocale() === 'ur'
      ? consultants.nodes.map((consultant) => ({ ...consultant, urdu: urduFacts(consultant) }))
      : consultants.nodes;
  return (
    <section
      id={RESULTS_ID}
      aria-labelledby={`${RESULTS_ID}-heading`}
      className="mt-10 scroll-mt-4"
    >
      <h2
        id={`${RESULTS_ID}-heading`}
        tabIndex={-1}
        className="heading-2 text-brand-900 focus:outline-none"
      >
        {heading}
      </h2>
      <p className="mt-1 text-slate-700" aria-live="polite">
        {t(isSearched(search) ? 'consultants.foundSearched' : 'consultants.found', {
          count: consultants.totalCount,
        })}
        {pages > 1 && ` ${t('finder.pageOf', { page: String(search.page), pages: String(pages) })}`}
      </p>
      <ClientMessages namespaces={['finder', 'common', 'consultants']}>
        <ConsultantCards consultants={cards} />
      </ClientMessages>
      <ListingPager path={path} search={search} pages={pages} />
    </section>
  );
}
