import { detailRoute } from '@/components/layout/detailRoute';
import { requestMessages } from '@/components/i18n/server';
import { comma, groupName, isUrduPage } from '@/components/consultants/pageLanguage';
import { branchNameFromEnglish } from '@/components/ui/branchNames';
import { ServiceView } from '@/components/services/ServiceView';
import { SERVICES_LANDING } from '@/content/navigation';
import { errorAt, queryPage } from '@/graphql/client/server';
import { ServiceDetailDocument } from '@/graphql/__generated__/operations';

/** Rendered on the first visit of each service, then served from the page cache. */
export const revalidate = 60;
export const generateStaticParams = () => [];

const { Page, generateMetadata } = detailRoute({
  load: async (id: string) => {
    const result = await queryPage(ServiceDetailDocument, { id });
    return { item: result.data?.service ?? null, error: errorAt(result, 'service') };
  },
  notFoundText: (m) => m.notFound.service,
  unavailableTitle: (m) => m.titles.service,
  back: {
    href: SERVICES_LANDING.href,
    // Read when the page renders, so in the page's language.
    get label() {
      return requestMessages().departments.seeAllServices;
    },
  },
  metadata: (service) => ({
    title: service.branchName
      ? `${service.title}${comma()}${branchNameFromEnglish(service.branchName)}`
      : service.title,
    // The editors' summary is English: an Urdu page says what the page holds instead.
    description:
      (isUrduPage() ? null : service.summary) ??
      requestMessages().departments.serviceDescription(service.title, groupName()),
    path: `/service/${service.id}`,
    image: service.image,
  }),
  render: (service) => <ServiceView service={service} />,
});

export { generateMetadata };
export default Page;
