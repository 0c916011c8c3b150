import { getTranslations } from 'next-intl/server';
import { enterLocale } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { href } from '@/domain/addresses';
import { jobOpenness } from '@/domain/jobDeadlines';
import { JobCard, JobView } from '@/components/careers/JobView';
import { detailRoute } from '@/components/layout/detailRoute';
import { departmentInPage, groupName, isUrduPage } from '@/components/i18n/pageLanguage';
import { PageIntro } from '@/components/layout/PageIntro';
import { JsonLd } from '@/components/seo/JsonLd';
import { jobPosting } from '@/components/seo/structuredData';
import { errorAt, queryPage } from '@/graphql/client/server';
import { CareersPageDocument, JobDetailDocument } from '@/graphql/__generated__/operations';

// The list (/careers) and each job (/careers/{id}) share an address, so one route serves both:
// rendered on first visit, then from the page cache.
export const revalidate = 60;
export const generateStaticParams = () => [];

type Params = Promise<{ job?: string[] }>;

const listMetadata = staticPageMetadata('careers', '/careers');

const job = detailRoute({
  load: async (id: string) => {
    const result = await queryPage(JobDetailDocument, { id });
    return { item: result.data?.job ?? null, error: errorAt(result, 'job') };
  },
  notFoundText: (t) => t('notFound.job'),
  unavailableTitle: (t) => t('pages.careers.title'),
  back: {
    href: '/careers',
    label: (t) => t('careers.seeAll'),
  },
  metadata: async (found) => {
    const t = await getTranslations('careers');
    const about = { title: found.title, group: await groupName() };
    return {
      title: found.title,
      description: found.department
        ? t('metaDescriptionIn', { ...about, department: departmentInPage(found.department) })
        : t('metaDescription', about),
      path: href.job(found.id),
    };
  },
  render: (found) => (
    <>
      <JsonLd
        data={jobPosting({
          ...found,
          description: found.detailHtml ?? found.skillsHtml ?? found.title,
        })}
      />
      <JobView job={found} openness={jobOpenness(found.applicationDeadline, new Date())} />
    </>
  ),
});

/** The job a path names: none for the list, or not found when it has more than one segment. */
async function jobIdOf(params: Params): Promise<string | null> {
  const { job: segments } = await params;
  if (!segments) return null;
  if (segments.length > 1) notFound();
  return segments[0]!;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await enterLocale(params);
  const id = await jobIdOf(params);
  return id === null
    ? listMetadata({ params })
    : job.generateMetadata({ params: Promise.resolve({ id, locale }) });
}

/**
 * The careers list (spec 001 §2): the open positions only, as the API filters them, each saying
 * until when it is open (issue 54). A closed job is left out (issue 40: a list of jobs closed years
 * ago buried the open ones, and weighed on a phone's data for nothing); its own page stays at its
 * address and says it closed. When jobs cannot be read the list is left empty (§4).
 */
export default async function CareersPage({ params }: { params: Params }) {
  const locale = await enterLocale(params);
  const t = await getTranslations();
  const id = await jobIdOf(params);
  if (id !== null) return job.Page({ params: Promise.resolve({ id, locale }) });
  const { data } = await queryPage(CareersPageDocument, {});
  const open = data?.open.nodes ?? [];
  const now = new Date();
  return (
    <>
      <PageIntro title={t('pages.careers.title')}>
        <p>{t('careers.intro')}</p>
        {/* The postings are the content service's English, in an Urdu frame (issue 54). */}
        {isUrduPage() && <p className="mt-2">{t('careers.postingsInEnglish')}</p>}
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-10">
        {/* Worded to be true during an outage too, when the list is left empty (§4). */}
        {open.length === 0 ? (
          <p>{t('careers.noneOpen')}</p>
        ) : (
          <section aria-labelledby="open-positions">
            <h2 id="open-positions" className="heading-2 text-brand-900">
              {t('careers.openGroup')}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {open.map((entry) => (
                <li key={entry.id}>
                  <JobCard job={entry} openness={jobOpenness(entry.applicationDeadline, now)} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
