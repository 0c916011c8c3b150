import { getTranslations } from 'next-intl/server';
import { enterLocale } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import Link from '@/components/i18n/Link';
import { cache } from 'react';
import { BranchCards } from '@/components/home/BranchCards';
import { ValueCards } from '@/components/home/ValueCards';
import { AboutUsLink } from '@/components/layout/AboutUsLink';
import { requireNoSegments } from '@/components/layout/onFirstVisit';
import { NewsCard } from '@/components/news/NewsCard';
import { JsonLd } from '@/components/seo/JsonLd';
import { groupOrganization } from '@/components/seo/structuredData';
import { ServiceGrid } from '@/components/services/ServiceCard';
import { accentButton, outlineButton, primaryButton } from '@/components/ui/buttons';
import { ConsultantFinder } from '@/components/consultants/ConsultantFinder';
import { ErrorMessage } from '@/components/ui/ErrorMessage';
import { CONSULTANT_LIST_PATHS } from '@/domain/addresses';
import { APPOINTMENT_LINK, LAB_REPORTS_LINK, navItem } from '@/content/navigation';
import { errorAt, queryPage } from '@/graphql/client/server';
import { HomePageDocument } from '@/graphql/__generated__/operations';
import { isolated } from '@/components/ui/isolate';

// Rendered on first visit, then from the page cache (components/layout/onFirstVisit.ts). The site
// root is rewritten here (next.config.build.ts): a catch-all at the root itself would also receive every
// address no route has, and Next.js renders a 404 from a catch-all without its HTML.
export const revalidate = 60;
export const generateStaticParams = () => [];

type Params = Promise<{ rest?: string[] }>;

export const generateMetadata = staticPageMetadata('home', '/', { absoluteTitle: true });

const loadHome = cache(() => queryPage(HomePageDocument, {}));

export default async function HomePage({ params }: { params: Params }) {
  await enterLocale(params);
  await requireNoSegments(params);
  const result = await loadHome();
  const branches = result.data?.branches ?? [];
  const services = result.data?.featuredServices;
  const news = result.data?.homeNews ?? [];
  const servicesError = errorAt(result, 'featuredServices');
  const messages = await getTranslations();
  const text = await getTranslations('site');

  return (
    <>
      <JsonLd data={groupOrganization(branches)} />
      <section className="bg-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:py-14">
          <h1 className="heading-display max-w-3xl">{messages('copy.home.heroHeading')}</h1>
          {/* Phones go straight to the search: the header already offers the call. */}
          <p className="mt-3 hidden max-w-2xl text-lg text-brand-50 sm:block">
            {isolated(messages('copy.home.heroText'))}
          </p>
          <div className="mt-4 sm:mt-6">
            <ConsultantFinder
              action={CONSULTANT_LIST_PATHS.ALL[0]}
              departments={result.data?.consultantDepartments ?? []}
              byBranch
              quickDepartments
            />
          </div>
          <p className="mt-6 flex flex-wrap gap-3">
            <Link href={APPOINTMENT_LINK.href} className={accentButton}>
              {navItem(messages, APPOINTMENT_LINK).label}
            </Link>
            {/* The other errand patients come for: their results (issue 40). */}
            <Link href={LAB_REPORTS_LINK.href} className={outlineButton}>
              {navItem(messages, LAB_REPORTS_LINK).label}
            </Link>
          </p>
        </div>
      </section>

      <BranchCards branches={branches} />

      <section aria-labelledby="different-heading" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="different-heading" className="heading-2 text-brand-900">
            {messages('copy.home.differentHeading')}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            {isolated(messages('copy.home.differentText'))}
          </p>
          <p className="mt-4">
            <AboutUsLink />
          </p>
          <ValueCards />
        </div>
      </section>

      <section aria-labelledby="what-we-do-heading" className="mx-auto max-w-7xl px-4 py-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="what-we-do-heading" className="heading-2 text-brand-900">
              {messages('copy.home.whatWeDoHeading')}
            </h2>
            <p className="mt-3 max-w-3xl text-lg text-slate-700">
              {isolated(messages('copy.home.whatWeDoText'))}
            </p>
          </div>
          <Link href="/services" className={primaryButton}>
            {text('viewAll')}
            <span className="sr-only"> {text('services')}</span>
          </Link>
        </div>
        {services ? (
          <ServiceGrid services={services} className="mt-8" />
        ) : (
          <ErrorMessage message={servicesError?.message ?? messages('upstream.services')} />
        )}
      </section>

      {news.length > 0 && (
        <section aria-labelledby="news-heading" className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-12">
            <h2 id="news-heading" className="heading-2 text-brand-900">
              {messages('pages.pressrelease.title')}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 md:grid-cols-4">
              {news.map((item) => (
                <li key={item.id}>
                  <NewsCard
                    item={item}
                    sizes="(min-width: 768px) 25vw, (min-width: 640px) 50vw, 112px"
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
