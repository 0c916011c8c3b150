import { getTranslations } from 'next-intl/server';
import { detailRoute } from '@/components/layout/detailRoute';
import { groupName } from '@/components/i18n/pageLanguage';
import { branchNameFromEnglish } from '@/components/ui/branchNames';
import { EventView } from '@/components/news/EventView';
import { href } from '@/domain/addresses';
import { errorAt, queryPage } from '@/graphql/client/server';
import { EventDetailDocument } from '@/graphql/__generated__/operations';

/** Rendered on the first visit of each event, then served from the page cache. */
export const revalidate = 60;
export const generateStaticParams = () => [];

const { Page, generateMetadata } = detailRoute({
  load: async (id: string) => {
    const result = await queryPage(EventDetailDocument, { id });
    return { item: result.data?.newsItem ?? null, error: errorAt(result, 'newsItem') };
  },
  // The specification names no text for an event that does not exist.
  notFoundText: (t) => t('notFound.event'),
  unavailableTitle: (t) => t('pages.pressrelease.title'),
  back: {
    href: '/pressrelease',
    label: (t) => t('news.seeAll'),
  },
  metadata: async (event) => {
    const t = await getTranslations('news');
    const about = { headline: event.headline, group: await groupName() };
    return {
      title: event.headline,
      description: event.branchName
        ? t('eventDescriptionAt', { ...about, branch: branchNameFromEnglish(event.branchName) })
        : t('eventDescription', about),
      path: href.event(event.id),
      image: event.image,
    };
  },
  render: (event) => <EventView event={event} />,
});

export { generateMetadata };
export default Page;
