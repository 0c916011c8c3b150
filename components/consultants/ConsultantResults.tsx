import { ClientMessages } from '@/components/i18n/ClientMessages';
import type { ConsultantPageFragment } from '@/graphql/__generated__/operations';
import { ConsultantCards } from './ConsultantCards';
import { ListingPager } from './ListingPager';
import { RESULTS_ID, isSearched, type ListingSearch } from '@/domain/listingSearch';
import type { BranchId } from '@/domain/branches';
import { useTranslations } from 'next-intl';
import { DeadEnd } from './DeadEnd';
import { EmergencyFirst } from './EmergencyFirst';
import { listedConsultants } from './listedConsultants';
import { MissingSpeciality } from './MissingSpeciality';
import type { Alternatives } from './loadAlternatives';

interface Props {
  heading: string;
  path: string;
  search: ListingSearch;
  perPage: number;
  consultants: ConsultantPageFragment;
  /** The branch whose consultants the list shows; null for the whole group. */
  branch: BranchId | null;
  /** The number a patient calls for help: the branch's, or the group's. */
  phone: string;
  alternatives: Alternatives | null;
}

/**
 * A page of the list: the count, the cards and the way to the other pages. A search's address
 * opens here (`#results`), so after Search the results are the first thing on the screen: first of
 * all, for words that name an emergency, the emergency numbers; for words that need a speciality
 * none of the doctors listed belongs to, that there is none and who can help; after a search that
 * found nothing, what exists instead.
 */
export function ConsultantResults({
  heading,
  path,
  search,
  perPage,
  consultants,
  branch,
  phone,
  alternatives,
}: Props) {
  const pages = Math.max(1, Math.ceil(consultants.totalCount / perPage));
  const t = useTranslations();
  const cards = listedConsultants(consultants.edges);
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
      {consultants.reading?.emergency && <EmergencyFirst branch={branch} />}
      {consultants.reading?.gap && <MissingSpeciality gap={consultants.reading.gap} />}
      <p className="mt-1 text-slate-700" aria-live="polite">
        {t(isSearched(search) ? 'consultants.foundSearched' : 'consultants.found', {
          count: consultants.totalCount,
        })}
        {pages > 1 && ` ${t('finder.pageOf', { page: String(search.page), pages: String(pages) })}`}
      </p>
      <ClientMessages namespaces={['finder', 'common', 'consultants']}>
        <ConsultantCards consultants={cards} />
      </ClientMessages>
      {alternatives && <DeadEnd alternatives={alternatives} search={search} phone={phone} />}
      <ListingPager path={path} search={search} pages={pages} />
    </section>
  );
}
