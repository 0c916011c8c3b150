import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { enterLocale } from '@/components/i18n/enterLocale';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { LabBanner } from '@/components/lab/LabBanner';
import { LabPatientReports, startLabLookup } from '@/components/lab/LabPatientReports';
import { LabSearch } from '@/components/lab/LabSearch';
import { searchLabReports } from '@/components/lab/searchLabReports';
import { pageMetadata } from '@/components/seo/pageMetadata';
import { requestRobots } from '@/components/seo/privateRobots';
import { Loading } from '@/components/ui/Loading';
import { labPage, type LabPage } from '@/domain/addresses';
import { queryPage } from '@/graphql/client/server';
import { LabChoicesDocument, type LabChoicesQuery } from '@/graphql/__generated__/operations';
import type { LabContact } from '@/components/lab/labQuery';
import { comma } from '@/components/i18n/pageLanguage';
import { branchName } from '@/components/ui/branchNames';

// A patient's results: rendered for each request, never kept.
export const dynamic = 'force-dynamic';

type Params = Promise<{ site: string; patient?: string[] }>;

/**
 * Each laboratory named by the branches it serves, in the page's language (issue 40), with each
 * branch's number: what a lookup that finds nothing offers (issue 54).
 */
function labChoices(labs: LabChoicesQuery['labs']): LabContact[] {
  return labs.map((lab) => ({
    id: lab.id,
    label: lab.branches.map((branch) => branchName(branch)).join(comma()),
    phones: lab.branches.map((branch) => ({ branch: branchName(branch), phone: branch.phone })),
  }));
}
type SearchParams = Promise<{ lab?: string }>;

async function siteOf(params: Params): Promise<{ site: LabPage; patientId: string | null }> {
  const { site: id, patient } = await params;
  const site = labPage(id);
  if (!site || (patient && patient.length > 1)) notFound();
  return { site, patientId: patient?.[0] ?? null };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await enterLocale(params);
  const { site, patientId } = await siteOf(params);
  const messages = await getTranslations();
  return {
    ...pageMetadata({
      title: patientId ? messages('titles.yourLabReports') : messages('titles.labReports'),
      description: messages('lab.description'),
      path: site.path,
    }),
    // The search is how patients find the lookup from a search engine; a patient's reports are
    // not, whether at their own address or answering the search's no-script post at the search's
    // (nor anything else in this group: its layout says noindex). As the answer's header says.
    robots: await requestRobots(),
  };
}

/**
 * A lab report page (spec 001 §2) at one of the legacy addresses (domain/addresses): the search,
 * or a patient's reports. The main page lets the patient choose their branch's laboratory.
 */
export default async function LabPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const locale = await enterLocale(params);
  const { site, patientId } = await siteOf(params);
  const { lab: asked } = await searchParams;
  // Every page asks for the laboratories: a lookup that finds nothing offers the others.
  const directory = labChoices((await queryPage(LabChoicesDocument, {})).data?.labs ?? []);
  const labs = site.chooser ? directory : null;
  const lab = labs?.find((choice) => choice.id === asked)?.id ?? site.lab;
  const patient = patientId ? await startLabLookup(lab, patientId) : null;
  return (
    <>
      <LabBanner site={site.id} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        {patient ? (
          <Suspense
            fallback={
              <ClientMessages namespaces={['common']}>
                <Loading />
              </ClientMessages>
            }
          >
            <LabPatientReports lookup={patient.lookup} directory={directory} />
          </Suspense>
        ) : (
          <ClientMessages namespaces={['lab', 'common', 'titles']}>
            <LabSearch
              lab={lab}
              labs={labs}
              directory={directory}
              action={searchLabReports.bind(null, lab, locale)}
            />
          </ClientMessages>
        )}
      </div>
    </>
  );
}
