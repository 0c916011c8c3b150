import { ConsultantNotFound } from '@/components/consultants/ConsultantNotFound';
import { ConsultantProfile } from '@/components/consultants/ConsultantProfile';
import { detailRoute } from '@/components/layout/detailRoute';
import { CONSULTANT_LIST_PATHS } from '@/domain/consultantLists';
import { errorAt, queryPage } from '@/graphql/client/server';
import { ConsultantDetailDocument } from '@/graphql/__generated__/operations';

/** Rendered on the first visit of each consultant, then served from the page cache (see the list route). */
export const revalidate = 60;
export const generateStaticParams = () => [];

const { Page, generateMetadata } = detailRoute({
  load: async (id: string) => {
    const result = await queryPage(ConsultantDetailDocument, { id });
    return { item: result.data?.consultant ?? null, error: errorAt(result, 'consultant') };
  },
  notFoundText: (m) => m.consultants.notFound,
  unavailableTitle: (m) => m.titles.consultant,
  back: { href: CONSULTANT_LIST_PATHS.ALL[0], label: 'See all our consultants' },
  metadata: (consultant) => ({
    title: consultant.name,
    description: [consultant.designation, consultant.department, consultant.branchName]
      .filter(Boolean)
      .join(', '),
    path: `/consultant/${consultant.id}`,
    image: consultant.photo,
  }),
  render: (consultant) => <ConsultantProfile consultant={consultant} />,
  // The not-found text with a way on: a search box and every consultant (ConsultantNotFound).
  renderMissing: () => <ConsultantNotFound />,
});

export { generateMetadata };
export default Page;
