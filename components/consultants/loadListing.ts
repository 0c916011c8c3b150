import 'server-only';
import { cache } from 'react';
import { CONSULTANT_LIST_PATHS, href, type ListingId } from '@/domain/addresses';
import { getBranch, type BranchId } from '@/domain/branches';
import { GROUP } from '@/content/group';
import { getTranslations } from 'next-intl/server';
import { requestLocale } from '@/graphql/renderedLocale';
import { groupName } from '@/components/i18n/pageLanguage';
import { cursorAt } from '@/graphql/cursors';
import { errorAt, queryPage, type PageError } from '@/graphql/client/server';
import {
  ConsultantListingAllDocument,
  ConsultantListingBranchDocument,
  type ConsultantPageFragment,
} from '@/graphql/__generated__/operations';
import { isSearched, searchFromKey, type ListingSearch } from '@/domain/listingSearch';
import { loadAlternatives, type Alternatives } from './loadAlternatives';

/** A phone-sized page: a few screens of compact rows, divisible into 2, 3 and 4 columns. */
export const CONSULTANTS_PER_PAGE = 24;

export interface Listing {
  title: string;
  blurb: string;
  heading: string;
  phone: string;
  /** The appointment form, with the branch chosen on a branch's list. */
  appointmentPath: string;
  /** The public address of the list (the canonical spelling). */
  path: string;
  search: ListingSearch;
  /** The branch whose consultants the list shows (a branch's list, or the group's filtered); null for the group. */
  branch: BranchId | null;
  /** Whether the list is the group's, whose panel filters by branch. */
  acrossBranches: boolean;
  /** Every department the list's consultants belong to (none when unread: the panel still offers the specification's five). */
  departments: string[];
  /** The page of consultants; null when they could not be read (`error` says why). */
  consultants: ConsultantPageFragment | null;
  error: PageError | undefined;
  /** What a search that found nothing offers instead; null when it found something. */
  alternatives: Alternatives | null;
}

/** A search that found nothing: what exists instead, elsewhere in the group. */
function alternativesTo(
  search: ListingSearch,
  branch: BranchId | null,
  consultants: ConsultantPageFragment | null | undefined,
): Promise<Alternatives> | null {
  if (!consultants || consultants.totalCount > 0 || !isSearched(search)) return null;
  return loadAlternatives(search, branch, consultants.reading?.specialities[0]);
}

type ConsultantTexts = Awaited<ReturnType<typeof getTranslations<'consultants'>>>;

const allConsultants = (t: ConsultantTexts, group: string) => ({
  title: t('allTitle', { group }),
  blurb: t('allBlurb'),
  heading: t('allHeading'),
  phone: GROUP.phone,
  appointmentPath: href.appointment(),
  path: CONSULTANT_LIST_PATHS.ALL[0],
});

function pageVariables(search: ListingSearch) {
  return {
    search: isSearched(search)
      ? { query: search.name, department: search.department, sitsToday: search.sitsToday }
      : null,
    first: CONSULTANTS_PER_PAGE,
    after: search.page > 1 ? cursorAt((search.page - 1) * CONSULTANTS_PER_PAGE - 1) : null,
  };
}

/**
 * Whether a list's page is past its last: no page of its own, whatever its number (a made-up
 * `?page=777` answers 404, which no cache keeps). Unknown when the consultants could not be read.
 */
function isPastLastPage(listing: Pick<Listing, 'search' | 'consultants'>): boolean {
  const { search, consultants } = listing;
  return (
    consultants !== null &&
    search.page > 1 &&
    consultants.totalCount <= (search.page - 1) * CONSULTANTS_PER_PAGE
  );
}

/**
 * Everything a consultant list page shows, in one query: shared by the page and its metadata.
 * Null when the search segment names no search, or a page past the list's last.
 */
export const loadListing = cache(async (listing: ListingId, key?: string) => {
  const view = await readListing(listing, key);
  return view && !isPastLastPage(view) ? view : null;
});

async function readListing(listing: ListingId, key?: string): Promise<Listing | null> {
  const search = searchFromKey(key);
  if (!search) return null;
  const variables = pageVariables(search);
  const t = await getTranslations('consultants');
  // A branch as the page's language names it: the registry's Urdu on Urdu pages.
  const branchName = (id: BranchId, english: string) =>
    requestLocale() === 'ur' ? getBranch(id).urdu.displayName : english;

  if (listing === 'ALL') {
    const result = await queryPage(ConsultantListingAllDocument, {
      branch: search.branch,
      ...variables,
    });
    const consultants = result.data?.consultants;
    return {
      ...allConsultants(t, await groupName()),
      // Filtered to one branch, the list says whose consultants it shows.
      heading: search.branch
        ? t('branchHeading', {
            branch: branchName(search.branch, getBranch(search.branch).displayName),
          })
        : t('allHeading'),
      search,
      branch: search.branch,
      acrossBranches: true,
      departments: result.data?.consultantDepartments ?? [],
      consultants: consultants ?? null,
      error: errorAt(result, 'consultants'),
      alternatives: await alternativesTo(search, search.branch, consultants),
    };
  }

  const result = await queryPage(ConsultantListingBranchDocument, {
    branch: listing,
    ...variables,
  });
  // The branch comes from the registry, so only a bug leaves it out; the page then says so.
  const branch = result.data?.branch;
  if (!branch) throw new Error(`No branch ${listing} in the answer`);
  const name = branchName(branch.id, branch.displayName);
  return {
    title: t('branchTitle', { branch: name }),
    blurb: t('branchBlurb', { branch: name }),
    heading: t('branchHeading', { branch: name }),
    phone: branch.phone,
    appointmentPath: href.appointment({ branch: branch.id }),
    path: branch.consultantsPath,
    search,
    branch: branch.id,
    acrossBranches: false,
    departments: result.data?.consultantDepartments ?? [],
    consultants: branch.consultants,
    error: errorAt(result, 'branch', 'consultants'),
    alternatives: await alternativesTo(search, branch.id, branch.consultants),
  };
}
