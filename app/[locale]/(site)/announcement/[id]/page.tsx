import { getTranslations } from 'next-intl/server';
import { AnnouncementView } from '@/components/announcements/AnnouncementView';
import { detailRoute } from '@/components/layout/detailRoute';
import { comma, groupName } from '@/components/i18n/pageLanguage';
import { branchNameFromEnglish } from '@/components/ui/branchNames';
import { categoryInPage } from '@/components/announcements/categories';
import { href } from '@/domain/addresses';
import { errorAt, queryPage } from '@/graphql/client/server';
import { AnnouncementDetailDocument } from '@/graphql/__generated__/operations';

/** Rendered on the first visit of each announcement, then served from the page cache. */
export const revalidate = 60;
export const generateStaticParams = () => [];

const { Page, generateMetadata } = detailRoute({
  load: async (id: string) => {
    const result = await queryPage(AnnouncementDetailDocument, { id });
    return { item: result.data?.announcement ?? null, error: errorAt(result, 'announcement') };
  },
  notFoundText: (t) => t('notFound.announcement'),
  unavailableTitle: (t) => t('titles.announcement'),
  back: {
    href: '/announcements',
    label: (t) => t('news.seeAllAnnouncements'),
  },
  metadata: async (announcement) => {
    const t = await getTranslations();
    return {
      title: announcement.title,
      description: [
        announcement.category && categoryInPage(announcement.category, t),
        announcement.branchName && branchNameFromEnglish(announcement.branchName),
        t('news.announcementOf', { group: await groupName() }),
      ]
        .filter(Boolean)
        .join(comma()),
      path: href.announcement(announcement.id),
      image: announcement.image,
    };
  },
  render: (announcement) => <AnnouncementView announcement={announcement} />,
});

export { generateMetadata };
export default Page;
