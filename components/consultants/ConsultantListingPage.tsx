import { useTranslations } from 'next-intl';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { ScriptsOnArrival } from '@/components/ui/ScriptsOnArrival';
import { ConsultantFinder, FINDER_FORM_ID } from './ConsultantFinder';
import { ConsultantHero } from './ConsultantHero';
import { ConsultantResults } from './ConsultantResults';
import { CONSULTANTS_PER_PAGE, type Listing } from './loadListing';
import { SearchPending } from './SearchPending';
import { RESULTS_ID, listingHref } from '@/domain/listingSearch';
import { getBranch } from '@/domain/branches';

/**
 * A consultant list page: the hero with the branch phone, the Find your Consultant panel and a
 * page of results. When the consultants cannot be read, "Error: {message}" replaces the panel and
 * the list; the hero stays, so a patient can still call.
 */
export function ConsultantListingPage({ listing }: { listing: Listing }) {
  const { search, consultants } = listing;
  const messages = useTranslations();
  const shown = listingHref(listing.path, search);
  return (
    <>
      <ConsultantHero
        title={listing.title}
        blurb={listing.blurb}
        phone={listing.phone}
        appointmentPath={listing.appointmentPath}
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        {consultants ? (
          <>
            <ConsultantFinder
              action={listing.path}
              search={search}
              departments={listing.departments}
              byBranch={listing.acrossBranches}
            />
            <ClientMessages namespaces={['common']}>
              <SearchPending formId={FINDER_FORM_ID} resultsId={RESULTS_ID} shown={shown} />
            </ClientMessages>
            {/* A search's answer, or a later page of the list: the patient has just asked for
                it, and its results' heading takes the focus as it arrives (SearchPending), not
                at their next touch. */}
            {shown !== listing.path && <ScriptsOnArrival />}
            <ConsultantResults
              heading={listing.heading}
              path={listing.path}
              search={search}
              perPage={CONSULTANTS_PER_PAGE}
              consultants={consultants}
              branch={listing.branch}
              phone={listing.branch ? getBranch(listing.branch).phone : listing.phone}
              alternatives={listing.alternatives}
            />
          </>
        ) : (
          <ErrorMessage message={listing.error?.message ?? messages('upstream.data')} />
        )}
      </div>
    </>
  );
}
