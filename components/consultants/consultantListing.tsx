import type { Metadata } from 'next';
import { GROUP } from '@/content/group';
import { queryPage } from '@/graphql/client/server';
import { ConsultantListBranchDocument, type BranchId } from '@/graphql/__generated__/operations';
import { ConsultantHero } from './ConsultantHero';
import { ConsultantResults } from './ConsultantResults';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

interface Listing {
  title: string;
  blurb: string;
  heading: string;
  phone: string;
  canonicalPath: string;
}

const ALL_CONSULTANTS: Listing = {
  title: `Our Consultants In ${GROUP.name}`,
  blurb:
    'Experienced consultants across our seven branches in Lahore and Islamabad. Find the right specialist and book an appointment.',
  heading: 'All Consultants',
  phone: GROUP.phone,
  canonicalPath: '/OurDoctors',
};

async function listingFor(branch: BranchId | null): Promise<Listing> {
  if (!branch) return ALL_CONSULTANTS;
  // The branch registry needs no upstream, so this cannot fail for want of the content service.
  const result = await queryPage(ConsultantListBranchDocument, { branch });
  if (!result.data) throw new Error(`Branch ${branch} is missing from the registry`);
  const { displayName, phone, consultantsPath } = result.data.branch;
  return {
    title: `Our Consultants at ${displayName}`,
    blurb: `Meet the consultants of our ${displayName} branch: their departments, clinic timings and how to book an appointment.`,
    heading: `${displayName} Consultants`,
    phone,
    canonicalPath: consultantsPath,
  };
}

/** A text search parameter: the first value, at most 100 characters. */
function param(value: string | string[] | undefined): string {
  const text = Array.isArray(value) ? value[0] : value;
  return (text ?? '').slice(0, 100);
}

/**
 * The consultant list pages (one per branch, plus all branches) share one page; each route file
 * binds it to its branch. Aliases of a path render the same page with the canonical address.
 */
export function consultantListing(branch: BranchId | null) {
  async function generateMetadata(): Promise<Metadata> {
    const listing = await listingFor(branch);
    return {
      title: listing.title,
      description: listing.blurb,
      alternates: { canonical: listing.canonicalPath },
    };
  }

  async function Page({ searchParams }: { searchParams: SearchParams }) {
    const [listing, params] = await Promise.all([listingFor(branch), searchParams]);
    const name = param(params.name);
    const department = param(params.department);
    return (
      <>
        <ConsultantHero title={listing.title} blurb={listing.blurb} phone={listing.phone} />
        <div className="mx-auto max-w-6xl px-4 py-10">
          {/* Not streamed behind a Suspense fallback: without JavaScript a fallback is never replaced. */}
          <ConsultantResults
            branch={branch}
            heading={listing.heading}
            action={listing.canonicalPath}
            name={name}
            department={department}
          />
        </div>
      </>
    );
  }

  return { Page, generateMetadata };
}
