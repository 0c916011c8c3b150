import Link from '@/components/i18n/Link';
import { requestLocale } from '@/graphql/client/pageLanguage';
import { pakistanDate } from '@/components/ui/pakistanTime';
import type { AnnouncementsPageQuery } from '@/graphql/__generated__/operations';

type Announcement = AnnouncementsPageQuery['announcements']['nodes'][number];

/**
 * The announcements as rows of alternating shade (spec 001 §2), each with the first 150
 * characters of its details and a link to the whole.
 */
export function AnnouncementList({ announcements }: { announcements: readonly Announcement[] }) {
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200">
      {announcements.map((announcement) => {
        const date = pakistanDate(announcement.eventDate, requestLocale());
        return (
          <li key={announcement.id} className="bg-white p-5 even:bg-brand-50">
            <article>
              <p className="text-sm font-medium text-brand-800">
                {[announcement.category, announcement.branchName].filter(Boolean).join(' · ')}
                {date && (
                  <>
                    {' · '}
                    <time dateTime={announcement.eventDate!}>{date}</time>
                  </>
                )}
              </p>
              <h2 className="heading-3 mt-1 text-brand-900">
                <Link
                  href={`/announcement/${announcement.id}`}
                  className="underline-offset-2 hover:underline"
                >
                  {announcement.title}
                </Link>
              </h2>
              {announcement.preview && (
                <p className="mt-2 text-slate-700">{announcement.preview}</p>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
