import { useTranslations } from 'next-intl';
import { CmsArticle } from '@/components/layout/CmsArticle';
import { PageIntro } from '@/components/layout/PageIntro';
import { requestLocale } from '@/graphql/renderedLocale';
import { pakistanDate } from '@/components/ui/pakistanTime';
import type { EventDetailQuery } from '@/graphql/__generated__/operations';
import { English } from '@/components/consultants/inUrdu';
import { isUrduPage } from '@/components/i18n/pageLanguage';
import { branchNameFromEnglish } from '@/components/ui/branchNames';

type Event = NonNullable<EventDetailQuery['newsItem']>;

/** A news item or event: its headline, date, branch, picture and story. */
export function EventView({ event }: { event: Event }) {
  const t = useTranslations();
  const date = pakistanDate(event.date, requestLocale());
  const urdu = isUrduPage();
  // The headline is the content service's English; the branch, the registry's Urdu if it names one.
  const branchName = event.branchName && branchNameFromEnglish(event.branchName);
  const branch = event.branch && {
    ...event.branch,
    displayName: branchNameFromEnglish(event.branch.displayName),
  };
  return (
    <>
      <PageIntro title={urdu ? <English>{event.headline}</English> : event.headline}>
        {(date || event.branchName) && (
          <p>
            {date && (
              <bdi>
                <time dateTime={event.date!}>{date}</time>
              </bdi>
            )}
            {date && event.branchName && ' · '}
            {urdu && branchName === event.branchName ? <English>{branchName}</English> : branchName}
          </p>
        )}
      </PageIntro>
      <CmsArticle
        image={event.image}
        section={{
          id: 'event-details',
          heading: t('news.details'),
          html: event.bodyHtml,
        }}
        branch={branch}
      />
    </>
  );
}
