import type { Metadata, ResolvingMetadata } from 'next';
import type { ComponentType } from 'react';
import { titleIn } from './titles';
import { localePath } from './locales';
import { setRequestLocale } from './request';

/**
 * The wrappers the Urdu route files (app/ur, written by scripts/urdu-routes.ts) put around the
 * English ones: the same component, rendered after the request's language is set to Urdu, and
 * its metadata at the Urdu address.
 */

export function urduPage<P extends object>(Page: ComponentType<P>) {
  return function UrduPage(props: P) {
    setRequestLocale('ur');
    return <Page {...props} />;
  };
}

export const urduLayout = urduPage;

type MetadataSource<P> =
  Metadata | ((props: P, parent: ResolvingMetadata) => Promise<Metadata> | Metadata);

/** An English title in Urdu where the catalogue of titles has it; names from the API stay. */
function urduTitle(title: Metadata['title']): Metadata['title'] {
  if (typeof title === 'string') return titleIn('ur', title);
  if (title && typeof title === 'object' && 'absolute' in title) {
    return { ...title, absolute: titleIn('ur', title.absolute) };
  }
  return title;
}

/** A page's metadata at its Urdu address: canonical, Open Graph and title in Urdu. */
export function localizeMetadata(metadata: Metadata): Metadata {
  const canonical = metadata.alternates?.canonical;
  const title = urduTitle(metadata.title);
  return {
    ...metadata,
    title,
    ...(typeof canonical === 'string' && {
      alternates: { ...metadata.alternates, canonical: localePath(canonical, 'ur') },
    }),
    ...(metadata.openGraph && {
      openGraph: {
        ...metadata.openGraph,
        locale: 'ur_PK',
        ...(typeof title === 'string' && { title }),
        ...(typeof metadata.openGraph.url === 'string' && {
          url: localePath(metadata.openGraph.url, 'ur'),
        }),
      },
    }),
  };
}

export function urduMetadata<P>(source: MetadataSource<P>) {
  return async (props: P, parent: ResolvingMetadata): Promise<Metadata> => {
    setRequestLocale('ur');
    return localizeMetadata(typeof source === 'function' ? await source(props, parent) : source);
  };
}
