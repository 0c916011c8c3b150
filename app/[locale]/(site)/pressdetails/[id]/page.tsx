import { getTranslations } from 'next-intl/server';
import { GalleryView } from '@/components/galleries/GalleryView';
import { detailRoute } from '@/components/layout/detailRoute';
import { isUrduPage } from '@/components/i18n/pageLanguage';
import { href } from '@/domain/addresses';
import { errorAt, queryPage } from '@/graphql/client/server';
import { GalleryDetailDocument } from '@/graphql/__generated__/operations';

/** Rendered on the first visit of each gallery, then served from the page cache. */
export const revalidate = 60;
export const generateStaticParams = () => [];

const { Page, generateMetadata } = detailRoute({
  load: async (id: string) => {
    const result = await queryPage(GalleryDetailDocument, { id });
    return { item: result.data?.gallery ?? null, error: errorAt(result, 'gallery') };
  },
  notFoundText: (t) => t('notFound.gallery'),
  unavailableTitle: (t) => t('galleries.defaultName'),
  back: {
    href: '/pressrelease',
    label: (t) => t('galleries.seeAll'),
  },
  metadata: async (gallery) => {
    const t = await getTranslations('galleries');
    const name = gallery.name ?? t('defaultName');
    return {
      title: name,
      // The editors' description is English: an Urdu page says what the page holds instead.
      description: isUrduPage()
        ? t('pageDescription', { name })
        : (gallery.description ?? t('noDescription')),
      path: href.gallery(gallery.id),
      image: gallery.cover,
    };
  },
  render: (gallery) => <GalleryView gallery={gallery} />,
});

export { generateMetadata };
export default Page;
