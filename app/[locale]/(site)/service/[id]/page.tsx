import { detailRoute } from '@/components/layout/detailRoute';
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
  back: { href: SERVICES_LANDING.href, label: 'See all our services' },
  metadata: (service) => ({
    title: service.branchName ? `${service.title}, ${service.branchName}` : service.title,
    description: service.summary ?? `${service.title} at Farooq Group Of Hospitals.`,
    path: `/service/${service.id}`,
    image: service.image,
  }),
  render: (service) => <ServiceView service={service} />,
});

export { generateMetadata };
export default Page;
