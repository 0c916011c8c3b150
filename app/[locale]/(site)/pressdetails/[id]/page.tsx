import { GalleryView } from '@/components/galleries/GalleryView';
import { detailRoute } from '@/components/layout/detailRoute';
import { requestMessages } from '@/components/i18n/server';
import { isUrduPage } from '@/components/consultants/pageLanguage';
import { translator } from '@/domain/messages/translator';
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
  notFoundText: (m) => m.notFound.gallery,
  unavailableTitle: (m) => m.galleries.defaultName,
  back: {
    href: '/pressrelease',
    // Read when the page renders, so in the page's language.
    get label() {
      return requestMessages().galleries.seeAll;
    },
  },
  metadata: (gallery) => ({
    title: gallery.name ?? requestMessages().galleries.defaultName,
    // The editors' description is English: an Urdu page says what the page holds instead.
    description: isUrduPage()
      ? translator(requestMessages())('galleries.pageDescription', {
          name: gallery.name ?? requestMessages().galleries.defaultName,
        })
      : (gallery.description ?? requestMessages().galleries.noDescription),
    path: `/pressdetails/${gallery.id}`,
    image: gallery.cover,
  }),
  render: (gallery) => <GalleryView gallery={gallery} />,
});

export { generateMetadata };
export default Page;
