import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/Link';
import { href } from '@/domain/addresses/href';
import { requestLocale } from '@/graphql/renderedLocale';
import { pakistanDate } from '@/components/ui/pakistanTime';
import type { AnnouncementsPageQuery } from '@/graphql/__generated__/operations';
import { English } from '@/components/consultants/inUrdu';
import { isUrduPage } from '@/components/i18n/pageLanguage';
import { branchNameFromEnglish } from '@/components/ui/branchNames';
import { categoryInPage, isKnownCategory } from './categories';
import { Fragment, type ReactNode } from 'react';

type Announcement = AnnouncementsPageQuery['announcements']['nodes'][number];

/**
 * The announcements as rows of alternating shade (spec 001 §2), each with the first 150
 * characters of its details and a link to the whole.
 */
export function AnnouncementList({ announcements }: { announcements: readonly Announcement[] }) {
  const urdu = isUrduPage();
  const t = useTranslations();
  // Category and branch in the page's language where a rule knows them, else marked English.
  const facts = ({ category, branchName }: Announcement): ReactNode => {
    if (!urdu) return [category, branchName].filter(Boolean).join(' · ');
    const parts: ReactNode[] = [];
    if (category) {
      parts.push(
        isKnownCategory(category) ? categoryInPage(category, t) : <English>{category}</English>,
      );
    }
    if (branchName) {
      const name = branchNameFromEnglish(branchName);
      parts.push(name === branchName ? <English>{name}</English> : name);
    }
    return parts.map((part, index) => (
      <Fragment key={index}>
        {index > 0 && ' · '}
        {part}
      </Fragment>
    ));
  };
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200">
      {announcements.map((announcement) => {
        const date = pakistanDate(announcement.eventDate, requestLocale());
        return (
          <li key={announcement.id} className="bg-white p-5 even:bg-brand-50">
            <article>
              <p className="text-sm font-medium text-brand-800">
                {facts(announcement)}
                {date && (
                  <>
                    {' · '}
                    <bdi>
                      <time dateTime={announcement.eventDate!}>{date}</time>
                    </bdi>
                  </>
                )}
              </p>
              {/* Title and preview are the content service's English. */}
              <h2 lang="en" className="heading-3 mt-1 text-brand-900">
                <Link
                  href={href.announcement(announcement.id)}
                  className="underline-offset-2 hover:underline"
                >
                  {announcement.title}
                </Link>
              </h2>
              {announcement.preview && (
                <p lang="en" dir="auto" className="mt-2 text-slate-700">
                  {announcement.preview}
                </p>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
