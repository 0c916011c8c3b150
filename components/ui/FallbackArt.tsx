import type { ComponentProps } from 'react';
import { ContentImage } from '@/components/ui/ContentImage';
import { DepartmentIcon } from '@/components/ui/departmentIcons';

interface Picture {
  url: string;
  alt: string;
  /** The API's word that the record has no picture of its own (a stock picture stands in). */
  isFallback: boolean;
}

/** A record's picture when it is its own; null when it has none or a stock picture stands in. */
export function ownPicture<T extends Picture>(image: T | null | undefined): T | null {
  return image && !image.isFallback ? image : null;
}

/**
 * What stands in for a department's or service's missing picture: the icon of its subject on a
 * calm tile of the picture's frame (`band`: the wider strip of a page's head). Hidden from screen
 * readers unless `label` names it, as the picture's alternative text did.
 */
export function ArtTile({
  name,
  band,
  label,
  className,
}: {
  name: string;
  band?: boolean;
  label?: string;
  className?: string;
}) {
  const frame = band ? 'art-band' : 'art-tile';
  return (
    <div
      className={className ? `${frame} ${className}` : frame}
      {...(label && { role: 'img', 'aria-label': label })}
    >
      <DepartmentIcon name={name} />
    </div>
  );
}

/** A department's or service's picture, or the tile of its icon when it has none of its own. */
export function PictureOrArt({
  image,
  name,
  band,
  ...picture
}: Omit<ComponentProps<typeof ContentImage>, 'image'> & {
  image: Picture | null;
  /** The department's or service's name, which picks the icon. */
  name: string;
  band?: boolean;
}) {
  const own = ownPicture(image);
  if (own) return <ContentImage image={own} {...picture} />;
  return (
    <ArtTile
      name={name}
      band={band}
      label={picture.decorative ? undefined : image?.alt}
      className={picture.className}
    />
  );
}
