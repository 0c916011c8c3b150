import { DEFAULT_GALLERY_NAME } from '@/components/galleries/GalleryCards';
import { GalleryView, NO_DESCRIPTION } from '@/components/galleries/GalleryView';
import { detailRoute } from '@/components/layout/detailRoute';
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
  // The specification names no text for a gallery that does not exist.
  notFoundText: 'Gallery not found.',
  unavailableTitle: DEFAULT_GALLERY_NAME,
  back: { href: '/pressrelease', label: 'See all galleries' },
  metadata: (gallery) => ({
    title: gallery.name ?? DEFAULT_GALLERY_NAME,
    description: gallery.description ?? NO_DESCRIPTION,
    path: `/pressdetails/${gallery.id}`,
    image: gallery.cover,
  }),
  render: (gallery) => <GalleryView gallery={gallery} />,
});

export { generateMetadata };
export default Page;
