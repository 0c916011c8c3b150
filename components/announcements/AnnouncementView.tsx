import { useTranslations } from 'next-intl';
import { ContentImage } from '@/components/ui/ContentImage';
import { requestLocale } from '@/graphql/renderedLocale';
import { pakistanDate, pakistanDateTime } from '@/components/ui/pakistanTime';
import { urduTimeOfDay } from '@/domain/urduTimings';
import type { AnnouncementDetailQuery } from '@/graphql/__generated__/operations';
import { English } from '@/components/consultants/inUrdu';
import { isUrduPage } from '@/components/i18n/pageLanguage';
import { branchNameFromEnglish } from '@/components/ui/branchNames';
import { categoryInPage, isKnownCategory } from './categories';

type Announcement = NonNullable<AnnouncementDetailQuery['announcement']>;

/**
 * An announcement (spec 001 §2): a hero of its picture and title, then a card with its branch,
 * category, details, date and time of the event (in Pakistan time) and picture.
 */
export function AnnouncementView({ announcement }: { announcement: Announcement }) {
  const messages = useTranslations();
  const text = useTranslations('news');
  /** The text for a missing value (spec 001 §2: Event Date "N/A if missing"). */
  const NOT_GIVEN = messages('common.notGiven');
  const urdu = isUrduPage();
  const { branchName, category } = announcement;
  const branch = branchName === null ? null : branchNameFromEnglish(branchName);
  const facts: [string, React.ReactNode][] = [
    [
      text('branchName'),
      branch === null ? (
        NOT_GIVEN
      ) : urdu && branch === branchName ? (
        <English>{branch}</English>
      ) : (
        branch
      ),
    ],
    [
      text('category'),
      category === null ? (
        NOT_GIVEN
      ) : isKnownCategory(category) ? (
        categoryInPage(category, messages)
      ) : (
        <English>{category}</English>
      ),
    ],
    [
      text('eventDate'),
      announcement.eventDate ? (
        <bdi>
          <time dateTime={announcement.eventDate}>
            {urdu
              ? // ur-PK's time is "2:30 PM" in Latin letters: the time of day as Urdu says it.
                `${pakistanDate(announcement.eventDate, 'ur')}، ${urduTimeOfDay(new Date(announcement.eventDate))}`
              : pakistanDateTime(announcement.eventDate, requestLocale())}
          </time>
        </bdi>
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
          <h1 lang="en" className="heading-1">
            {announcement.title}
          </h1>
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
            <h2 className="heading-4 mt-6 text-brand-900">{text('details')}</h2>
            {announcement.detailsHtml ? (
              <div
                lang="en"
                dir="auto"
                className="cms-html mt-2 text-slate-800"
                dangerouslySetInnerHTML={{ __html: announcement.detailsHtml }}
              />
            ) : (
              <p className="mt-2 text-slate-700">{NOT_GIVEN}</p>
            )}
          </div>
          {/* The picture's alt text is the content service's English. */}
          <div lang="en" className="overflow-hidden rounded-lg">
            <ContentImage image={announcement.image} sizes="(min-width: 768px) 400px, 100vw" />
          </div>
        </article>
      </div>
    </>
  );
}
