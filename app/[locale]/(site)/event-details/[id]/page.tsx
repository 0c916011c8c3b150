import { detailRoute } from '@/components/layout/detailRoute';
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
  back: { href: '/pressrelease', label: 'See all news and events' },
  metadata: (event) => ({
    title: event.headline,
    description: `${event.headline}${event.branchName ? `, ${event.branchName}` : ''}: news and events of Farooq Group Of Hospitals.`,
    path: `/event-details/${event.id}`,
    image: event.image,
  }),
  render: (event) => <EventView event={event} />,
});

export { generateMetadata };
export default Page;
