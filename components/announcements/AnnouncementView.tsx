import { ContentImage } from '@/components/ui/ContentImage';
import { requestLocale } from '@/graphql/client/pageLanguage';
import { pakistanDateTime } from '@/components/ui/pakistanTime';
import { messages } from '@/domain/messages';
import type { AnnouncementDetailQuery } from '@/graphql/__generated__/operations';

type Announcement = NonNullable<AnnouncementDetailQuery['announcement']>;

/** The text for a missing value (spec 001 §2: Event Date "N/A if missing"). */
const NOT_GIVEN = messages.common.notGiven;

/**
 * An announcement (spec 001 §2): a hero of its picture and title, then a card with its branch,
 * category, details, date and time of the event (in Pakistan time) and picture.
 */
export function AnnouncementView({ announcement }: { announcement: Announcement }) {
  const facts: [string, React.ReactNode][] = [
    ['Branch Name', announcement.branchName ?? NOT_GIVEN],
    ['Category', announcement.category ?? NOT_GIVEN],
    [
      'Event Date',
      announcement.eventDate ? (
        <time dateTime={announcement.eventDate}>
          {pakistanDateTime(announcement.eventDate, requestLocale())}
        </time>
      ) : (
        NOT_GIVEN
      ),
    ],
  ];
  return (
    <>
      <section className="relative isolate overflow-hidden bg-brand-900 text-white">
        <div className="absolute inset-0 -z-10 opacity-30">
          <ContentImage image={announcement.image} sizes="100vw" decorative priority />
        </div>
        <div className="mx-auto max-w-5xl px-4 py-14 sm:py-20">
          <h1 className="heading-1">{announcement.title}</h1>
        </div>
      </section>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <article className="grid gap-8 rounded-lg border border-slate-200 p-6 shadow-sm md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
              {facts.map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="font-semibold text-slate-900">{term}</dt>
                  <dd className="text-slate-700">{value}</dd>
                </div>
              ))}
            </dl>
            <h2 className="heading-4 mt-6 text-brand-900">Details</h2>
            {announcement.detailsHtml ? (
              <div
                className="cms-html mt-2 text-slate-800"
                dangerouslySetInnerHTML={{ __html: announcement.detailsHtml }}
              />
            ) : (
              <p className="mt-2 text-slate-700">{NOT_GIVEN}</p>
            )}
          </div>
          <div className="overflow-hidden rounded-lg">
            <ContentImage image={announcement.image} sizes="(min-width: 768px) 400px, 100vw" />
          </div>
        </article>
      </div>
    </>
  );
}
