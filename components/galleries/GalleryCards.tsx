import { useTranslations } from 'next-intl';
import Link from '@/components/i18n/Link';
import { ContentImage } from '@/components/ui/ContentImage';
import { href } from '@/domain/addresses/href';
import type { GalleriesPageQuery } from '@/graphql/__generated__/operations';

/** The entrance effects the cards cycle through (spec 001 §9: seven; globals.css). */
const ENTRANCE_EFFECTS = 7;

type Gallery = GalleriesPageQuery['galleries']['nodes'][number];

/**
 * The press and event galleries as cards, each opening its gallery. Each card enters with one of
 * seven effects in turn as it scrolls into view; with reduced motion it simply appears.
 */
export function GalleryCards({ galleries }: { galleries: readonly Gallery[] }) {
  const text = useTranslations('galleries');
  // Cards slide in from beside the grid: clipped there, with room for a card's focus ring, so
  // the page never scrolls sideways.
  return (
    <div className="-mx-2 overflow-x-clip px-2">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {galleries.map((gallery, index) => (
          <li key={gallery.id} className={`entrance entrance-${index % ENTRANCE_EFFECTS}`}>
            <article className="card hover:shadow-md">
              <ContentImage
                image={gallery.cover}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                decorative
              />
              <div className="p-4">
                {/* Name and description are the content service's English. */}
                <h2 lang={gallery.name ? 'en' : undefined} className="heading-4 text-brand-900">
                  <Link href={href.gallery(gallery.id)} className="card-link">
                    {gallery.name ?? text('defaultName')}
                  </Link>
                </h2>
                {gallery.description && (
                  <p lang="en" dir="auto" className="mt-1 line-clamp-2 text-slate-700">
                    {gallery.description}
                  </p>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
