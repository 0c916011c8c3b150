import { DepartmentsLanding } from '@/components/departments/DepartmentsLanding';
import { requireNoSegments } from '@/components/layout/onFirstVisit';
import { pageMetadata } from '@/components/seo/pageMetadata';
import { DEPARTMENTS_LANDING } from '@/content/navigation';
import { queryPage } from '@/graphql/client/server';
import { DepartmentsLandingDocument } from '@/graphql/__generated__/operations';

export const revalidate = 60;
export const generateStaticParams = () => [];

export const metadata = pageMetadata({
  title: 'Departments',
  description:
    'The departments of Farooq Group Of Hospitals: cardiology, medicine, surgery, gynaecology, paediatrics, neurology, orthopaedics and more, at each branch.',
  path: DEPARTMENTS_LANDING.href,
});

export default async function DepartmentsPage({
  params,
}: {
  params: Promise<{ rest?: string[] }>;
}) {
  await requireNoSegments(params);
  const branches = (await queryPage(DepartmentsLandingDocument, {})).data?.branches ?? [];
  return <DepartmentsLanding branches={branches} />;
}
