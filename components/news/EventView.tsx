import Link from 'next/link';
import { PageIntro } from '@/components/layout/PageIntro';
import { ContentImage } from '@/components/ui/ContentImage';
import { pakistanDate } from '@/components/ui/pakistanTime';
import type { EventDetailQuery } from '@/graphql/__generated__/operations';
import { CmsSection } from '@/components/ui/CmsSection';

type Event = NonNullable<EventDetailQuery['newsItem']>;

/** A news item or event: its headline, date, branch, picture and story. */
export function EventView({ event }: { event: Event }) {
  const date = pakistanDate(event.date);
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
      <div className="mx-auto max-w-4xl px-4 py-10">
        <div className="overflow-hidden rounded-lg">
          <ContentImage image={event.image} sizes="(min-width: 896px) 864px, 100vw" priority />
        </div>
        <CmsSection
          id="event-details"
          heading="Details"
          html={event.bodyHtml}
          className="mt-8"
          large
        />
        {event.branch && (
          <p className="mt-8">
            <Link
              href={event.branch.landingPath}
              className="font-semibold text-brand-700 underline"
            >
              About {event.branch.displayName}
            </Link>
          </p>
        )}
      </div>
    </>
  );
}
