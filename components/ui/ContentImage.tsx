import Image from 'next/image';

const ASPECTS = { square: 'aspect-square', wide: 'aspect-[8/5]' } as const;

interface Props {
  image: { url: string; alt: string };
  /** The image's width in the layout, for the browser to pick a size (next/image `sizes`). */
  sizes: string;
  aspect?: keyof typeof ASPECTS;
  /** The image is beside a text that says the same (a card's title): screen readers skip it. */
  decorative?: boolean;
  priority?: boolean;
  /** Sizes the frame (a card's picture beside its text on a phone). */
  className?: string;
}

/**
 * A picture from the content service in a frame of fixed shape, so nothing moves as it loads.
 * Remote pictures are resized by next/image and served from this site; the stock SVG pictures
 * need no resizing. Its alt text is the content service's, in English: marked so, on Urdu pages too
 * (a screen reader then reads it in an English voice).
 */
export function ContentImage({
  image,
  sizes,
  aspect = 'wide',
  decorative,
  priority,
  className = '',
}: Props) {
  return (
    <div className={`image-frame ${ASPECTS[aspect]} ${className}`}>
      <Image
        src={image.url}
        alt={decorative ? '' : image.alt}
        lang={decorative ? undefined : 'en'}
        fill
        sizes={sizes}
        priority={priority}
        unoptimized={image.url.endsWith('.svg')}
        className="object-cover"
      />
    </div>
  );
}
