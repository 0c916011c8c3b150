import { getTranslations } from 'next-intl/server';
import { detailRoute } from '@/components/layout/detailRoute';
import { comma, groupName, isUrduPage } from '@/components/i18n/pageLanguage';
import { branchNameFromEnglish } from '@/components/ui/branchNames';
import { ServiceView } from '@/components/services/ServiceView';
import { SERVICES_LANDING } from '@/content/navigation';
import { href } from '@/domain/addresses';
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
  notFoundText: (t) => t('notFound.service'),
  unavailableTitle: (t) => t('titles.service'),
  back: {
    href: SERVICES_LANDING.href,
    label: (t) => t('departments.seeAllServices'),
  },
  metadata: async (service) => ({
    title: service.branchName
      ? `${service.title}${comma()}${branchNameFromEnglish(service.branchName)}`
      : service.title,
    // The editors' summary is English: an Urdu page says what the page holds instead.
    description:
      (isUrduPage() ? null : service.summary) ??
      (await getTranslations('departments'))('serviceDescription', {
        service: service.title,
        group: await groupName(),
      }),
    path: href.service(service.id),
    image: service.image,
  }),
  render: (service) => <ServiceView service={service} />,
});

export { generateMetadata };
export default Page;
