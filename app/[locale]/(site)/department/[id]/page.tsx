import { getTranslations } from 'next-intl/server';
import { DepartmentView } from '@/components/departments/DepartmentView';
import { detailRoute } from '@/components/layout/detailRoute';
import { comma, departmentInPage } from '@/components/i18n/pageLanguage';
import { branchNameFromEnglish } from '@/components/ui/branchNames';
import { DEPARTMENTS_LANDING } from '@/content/navigation';
import { href } from '@/domain/addresses';
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
  notFoundText: (t) => t('notFound.department'),
  unavailableTitle: (t) => t('titles.department'),
  back: {
    href: DEPARTMENTS_LANDING.href,
    label: (t) => t('departments.seeAll'),
  },
  metadata: async (department) => {
    const t = await getTranslations('departments');
    const name = departmentInPage(department.name);
    const branch = department.branchName && branchNameFromEnglish(department.branchName);
    return {
      title: branch ? `${name}${comma()}${branch}` : name,
      description: branch
        ? t('descriptionAt', { department: name, branch })
        : t('description', { department: name }),
      path: href.department(department.id),
    };
  },
  render: (department, { servicesError }) => (
    <DepartmentView department={department} servicesError={servicesError} />
  ),
});

export { generateMetadata };
export default Page;
