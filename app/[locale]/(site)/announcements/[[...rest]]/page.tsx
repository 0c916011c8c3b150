import { getTranslations } from 'next-intl/server';
import { enterLocale } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import { AnnouncementList } from '@/components/announcements/AnnouncementList';
import { PageIntro } from '@/components/layout/PageIntro';
import { requireNoSegments } from '@/components/layout/onFirstVisit';
import { queryPage } from '@/graphql/client/server';
import { AnnouncementsPageDocument } from '@/graphql/__generated__/operations';

export const revalidate = 60;
export const generateStaticParams = () => [];

export const generateMetadata = staticPageMetadata('announcements', '/announcements');

/** The announcements (spec 001 §2); when they cannot be read the list is left empty (§4). */
export default async function AnnouncementsPage({
  params,
}: {
  params: Promise<{ rest?: string[] }>;
}) {
  await enterLocale(params);
  const t = await getTranslations();
  await requireNoSegments(params);
  const announcements =
    (await queryPage(AnnouncementsPageDocument, {})).data?.announcements.nodes ?? [];
  return (
    <>
      <PageIntro title={t('pages.announcements.title')} />
      <div className="mx-auto max-w-4xl px-4 py-10">
        <AnnouncementList announcements={announcements} />
      </div>
    </>
  );
}
