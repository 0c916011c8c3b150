import { ConsultantNotFound } from '@/components/consultants/ConsultantNotFound';
import { ConsultantProfile } from '@/components/consultants/ConsultantProfile';
import { detailRoute } from '@/components/layout/detailRoute';
import { CONSULTANT_LIST_PATHS, href } from '@/domain/addresses';
import { requestLocale } from '@/graphql/renderedLocale';
import { urduFacts } from '@/components/consultants/byRule';
import { errorAt, queryPage } from '@/graphql/client/server';
import {
  ConsultantDetailDocument,
  type ConsultantDetailQuery,
} from '@/graphql/__generated__/operations';

/** Rendered on the first visit of each consultant, then served from the page cache (see the list route). */
export const revalidate = 60;
export const generateStaticParams = () => [];

type Consultant = NonNullable<ConsultantDetailQuery['consultant']>;

/** The consultant's designation, department and branch, in Urdu by rule on Urdu pages. */
function metaFacts(consultant: Consultant): (string | null)[] {
  const english = [consultant.designation, consultant.department, consultant.branchName];
  if (requestLocale() !== 'ur') return english;
  const urdu = urduFacts(consultant);
  return [urdu.designation, urdu.department, urdu.branchName].map(
    (text, index) => text ?? english[index] ?? null,
  );
}

const { Page, generateMetadata } = detailRoute({
  load: async (id: string) => {
    const result = await queryPage(ConsultantDetailDocument, { id });
    return { item: result.data?.consultant ?? null, error: errorAt(result, 'consultant') };
  },
  notFoundText: (t) => t('consultants.notFound'),
  unavailableTitle: (t) => t('titles.consultant'),
  back: {
    href: CONSULTANT_LIST_PATHS.ALL[0],
    label: (t) => t('consultants.seeAll'),
  },
  metadata: (consultant) => ({
    title: consultant.name,
    description: metaFacts(consultant)
      .filter(Boolean)
      .join(requestLocale() === 'ur' ? '، ' : ', '),
    path: href.consultant(consultant.id),
    image: consultant.photo,
  }),
  render: (consultant) => <ConsultantProfile consultant={consultant} />,
  // The not-found text with a way on: a search box and every consultant (ConsultantNotFound).
  renderMissing: () => <ConsultantNotFound />,
});

export { generateMetadata };
export default Page;
