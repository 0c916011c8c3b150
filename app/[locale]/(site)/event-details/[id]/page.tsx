import { detailRoute } from '@/components/layout/detailRoute';
import { requestMessages } from '@/components/i18n/server';
import { groupName } from '@/components/consultants/pageLanguage';
import { branchNameFromEnglish } from '@/components/ui/branchNames';
import { EventView } from '@/components/news/EventView';
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
  notFoundText: (m) => m.notFound.event,
  unavailableTitle: (m) => m.pages.pressrelease.title,
  back: {
    href: '/pressrelease',
    // Read when the page renders, so in the page's language.
    get label() {
      return requestMessages().news.seeAll;
    },
  },
  metadata: (event) => ({
    title: event.headline,
    description: event.branchName
      ? requestMessages().news.eventDescriptionAt(
          event.headline,
          branchNameFromEnglish(event.branchName),
          groupName(),
        )
      : requestMessages().news.eventDescription(event.headline, groupName()),
    path: `/event-details/${event.id}`,
    image: event.image,
  }),
  render: (event) => <EventView event={event} />,
});

export { generateMetadata };
export default Page;
