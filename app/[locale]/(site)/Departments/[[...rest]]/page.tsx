import { enterLocale } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import { DepartmentsLanding } from '@/components/departments/DepartmentsLanding';
import { requireNoSegments } from '@/components/layout/onFirstVisit';
import { DEPARTMENTS_LANDING } from '@/content/navigation';
import { queryPage } from '@/graphql/client/server';
import { DepartmentsLandingDocument } from '@/graphql/__generated__/operations';

export const revalidate = 60;
export const generateStaticParams = () => [];

export const generateMetadata = staticPageMetadata('departments', DEPARTMENTS_LANDING.href);

export default async function DepartmentsPage({
  params,
}: {
  params: Promise<{ rest?: string[] }>;
}) {
  await enterLocale(params);
  await requireNoSegments(params);
  const branches = (await queryPage(DepartmentsLandingDocument, {})).data?.branches ?? [];
  return <DepartmentsLanding branches={branches} />;
}
