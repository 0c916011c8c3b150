import { CmsArticle } from '@/components/layout/CmsArticle';
import { PageIntro } from '@/components/layout/PageIntro';
import { requestLocale } from '@/graphql/client/pageLanguage';
import { pakistanDate } from '@/components/ui/pakistanTime';
import type { EventDetailQuery } from '@/graphql/__generated__/operations';

type Event = NonNullable<EventDetailQuery['newsItem']>;

/** A news item or event: its headline, date, branch, picture and story. */
export function EventView({ event }: { event: Event }) {
  const date = pakistanDate(event.date, requestLocale());
  return (
    <>
      <PageIntro title={event.headline}>
        {(date || event.branchName) && (
          <p>
            {date && <time dateTime={event.date!}>{date}</time>}
            {date && event.branchName && ' · '}
            {event.branchName}
          </p>
        )}
      </PageIntro>
      <CmsArticle
        image={event.image}
        section={{ id: 'event-details', heading: 'Details', html: event.bodyHtml }}
        branch={event.branch}
      />
    </>
  );
}
