import Image from 'next/image';

/**
 * A consultant's small photo beside their name, which already says who it is (so no alt text).
 * The stock SVG portrait needs no resizing.
 */
export function ConsultantThumb({ photo, size }: { photo: { url: string }; size: number }) {
  return (
    <Image
      src={photo.url}
      alt=""
      width={size}
      height={size}
      unoptimized={photo.url.endsWith('.svg')}
    />
  );
}
