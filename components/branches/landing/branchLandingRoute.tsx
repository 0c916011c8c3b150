import { getTranslations } from 'next-intl/server';
import { enterLocale } from '@/components/i18n/enterLocale';
import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/JsonLd';
import { pageMetadata } from '@/components/seo/pageMetadata';
import { branchHospitalDocument } from '@/components/seo/structuredData';
import { errorAt, queryPage } from '@/graphql/client/server';
import { BranchLandingDocument, type BranchId } from '@/graphql/__generated__/operations';
import { BranchAbout } from './BranchAbout';
import { BranchFooter } from './BranchFooter';
import { BranchHero } from './BranchHero';
import { BranchLocation } from './BranchLocation';
import { BranchNews } from './BranchNews';
import { BranchServices } from './BranchServices';
import { FeaturedDepartments } from './FeaturedDepartments';
import { MeetOurDoctors } from './MeetOurDoctors';
import { requestLocale } from '@/graphql/renderedLocale';
import { getBranch } from '@/domain/branches';
import { branchOfLanding } from '@/domain/addresses';
import type { LandingBranch } from './types';

type Params = Promise<{ locale: string; branch: string }>;

/**
 * The branch as the page's language shows it: on Urdu pages its name, description and address
 * are the registry's Urdu, and its fixed texts the catalogue's.
 */
async function inPageLanguage(branch: LandingBranch): Promise<LandingBranch> {
  if (requestLocale() !== 'ur') return branch;
  const { urdu } = getBranch(branch.id);
  const t = await getTranslations('branches');
  return {
    ...branch,
    displayName: urdu.displayName,
    description: urdu.description,
    address: urdu.address,
    noAboutText: branch.noAboutText && t('noWestwoodAbout'),
    noServicesText: branch.noServicesText && t('noServices'),
  };
}

/** The branch landing page's one query (docs/branch-landing.graphql), shared with its metadata. */
const loadLanding = cache(async (branch: BranchId) => {
  const result = await queryPage(BranchLandingDocument, { branch });
  // The branch comes from the registry, so only a bug leaves it out.
  if (!result.data) throw new Error(`No branch ${branch} in the answer`);
  return {
    branch: result.data.branch,
    consultantsError: errorAt(result, 'branch', 'consultants')?.message,
    servicesError: errorAt(result, 'branch', 'services')?.message,
  };
});

/**
 * A branch landing page (spec 000 §2), at the branch's own address: every block in the
 * specification's order, each blanked or explained on its own when its feed fails. One route
 * (app/[locale]/(branch)/branch-landing/[branch]) renders every branch, named by its address.
 */
export function branchLandingRoute() {
  /** The branch the route's segment names: only the address table's rewrites reach the route. */
  async function branchOf(params: Params): Promise<BranchId> {
    const id = branchOfLanding((await params).branch);
    if (!id) notFound();
    return id;
  }

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    await enterLocale(params);
    const branch = await inPageLanguage((await loadLanding(await branchOf(params))).branch);
    return pageMetadata({
      title: branch.displayName,
      description: branch.description,
      path: branch.landingPath,
    });
  }

  async function Page({ params }: { params: Params }) {
    await enterLocale(params);
    const loaded = await loadLanding(await branchOf(params));
    const { consultantsError, servicesError } = loaded;
    const branch = await inPageLanguage(loaded.branch);
    // Structured data for search engines stays in the registry's English.
    const hospital = branchHospitalDocument(
      loaded.branch,
      branch.featuredDepartments.map((entry) => entry.name),
    );
    return (
      <>
        <main id="main">
          <JsonLd data={hospital} />
          <BranchHero branch={branch} />
          <BranchAbout branch={branch} />
          <FeaturedDepartments departments={branch.featuredDepartments} />
          <MeetOurDoctors branch={branch} error={consultantsError} />
          <BranchLocation branch={branch} />
          <BranchServices branch={branch} error={servicesError} />
          <BranchNews news={branch.news.nodes} />
        </main>
        <BranchFooter branch={branch} />
      </>
    );
  }

  return { generateMetadata, Page };
}
