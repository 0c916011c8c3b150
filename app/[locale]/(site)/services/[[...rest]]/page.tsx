import { enterLocale } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import { requireNoSegments } from '@/components/layout/onFirstVisit';
import { ServicesPageView } from '@/components/services/ServicesPageView';
import { SERVICES_LANDING } from '@/content/navigation';
import { errorAt, queryPage } from '@/graphql/client/server';
import { ServicesPageDocument } from '@/graphql/__generated__/operations';

export const revalidate = 60;
export const generateStaticParams = () => [];

export const generateMetadata = staticPageMetadata('services', SERVICES_LANDING.href);

export default async function ServicesPage({ params }: { params: Promise<{ rest?: string[] }> }) {
  await enterLocale(params);
  await requireNoSegments(params);
  const result = await queryPage(ServicesPageDocument, {});
  return (
    <ServicesPageView
      services={result.data?.featuredServices ?? null}
      error={errorAt(result, 'featuredServices')?.message}
    />
  );
}
