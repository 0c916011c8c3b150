import { DepartmentView } from '@/components/departments/DepartmentView';
import { detailRoute } from '@/components/layout/detailRoute';
import { DEPARTMENTS_LANDING } from '@/content/navigation';
import { errorAt, queryPage } from '@/graphql/client/server';
import { DepartmentDetailDocument } from '@/graphql/__generated__/operations';

/** Rendered on the first visit of each department, then served from the page cache. */
export const revalidate = 60;
export const generateStaticParams = () => [];

const { Page, generateMetadata } = detailRoute({
  load: async (id: string) => {
    const result = await queryPage(DepartmentDetailDocument, { id });
    return {
      item: result.data?.department ?? null,
      error: errorAt(result, 'department'),
      servicesError: errorAt(result, 'department', 'services')?.message,
    };
  },
  notFoundText: (m) => m.notFound.department,
  unavailableTitle: (m) => m.titles.department,
  back: { href: DEPARTMENTS_LANDING.href, label: 'See all our departments' },
  metadata: (department) => ({
    title: department.branchName ? `${department.name}, ${department.branchName}` : department.name,
    description: `The ${department.name} department${department.branchName ? ` at ${department.branchName}` : ''}: what it does and the services it offers.`,
    path: `/department/${department.id}`,
  }),
  render: (department, { servicesError }) => (
    <DepartmentView department={department} servicesError={servicesError} />
  ),
});

export { generateMetadata };
export default Page;
