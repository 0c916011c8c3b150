import { ClientMessages } from '@/components/i18n/ClientMessages';
import { useTranslations } from 'next-intl';
import Image, { getImageProps } from 'next/image';
import { PageIntro } from '@/components/layout/PageIntro';
import type { GalleryDetailQuery } from '@/graphql/__generated__/operations';
import { English } from '@/components/consultants/inUrdu';
import { isUrduPage } from '@/components/i18n/pageLanguage';
import { Lightbox, type LightboxPhoto } from './Lightbox';

type Gallery = NonNullable<GalleryDetailQuery['gallery']>;

/** The photos of the grid's first row on the widest screens. */
const FIRST_ROW = 4;

/**
 * The full-size picture, resized by this site: what a photo's link opens without JavaScript
 * (next/image makes its address the 2x of the width asked for: 1920 px wide).
 */
const fullSize = (url: string, alt: string) =>
  getImageProps({ src: url, alt, width: 960, height: 640 }).props.src;

/** A press or event gallery: its name and description, and its photos, which open a lightbox. */
export function GalleryView({ gallery }: { gallery: Gallery }) {
  const text = useTranslations('galleries');
  const urdu = isUrduPage();
  const t = useTranslations('galleries');
  const name = gallery.name ?? text('defaultName');
  const photos: LightboxPhoto[] = gallery.images.map(({ image }, index) => ({
    url: image.url,
    alt: t('photoAlt', {
      gallery: name,
      photo: String(index + 1),
      photos: String(gallery.images.length),
    }),
  }));
  // The name and description are the content service's English; the fallbacks, the page's language.
  const free = (value: string | null, fallback: string) =>
    value === null ? fallback : urdu ? <English>{value}</English> : value;
  return (
    <>
      <PageIntro title={free(gallery.name, text('defaultName'))}>
        <p>{free(gallery.description, text('noDescription'))}</p>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <ClientMessages namespaces={['galleries']}>
          <Lightbox photos={photos}>
            <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
              {photos.map((photo, index) => (
                <li key={gallery.images[index]!.id}>
                  <a
                    href={fullSize(photo.url, photo.alt)}
                    data-photo={index}
                    className="relative block aspect-square overflow-hidden rounded-lg bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    <Image
                      src={photo.url}
                      alt={photo.alt}
                      fill
                      // The first row is what the page opens on: fetched at once, not lazily.
                      priority={index < FIRST_ROW}
                      sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
                      className="object-cover transition-transform hover:scale-105 motion-reduce:transition-none"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </Lightbox>
        </ClientMessages>
      </div>
    </>
  );
}
