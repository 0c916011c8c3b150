import Image from 'next/image';

interface Props {
  photo: { url: string; alt: string };
  sizes: string;
  priority?: boolean;
}

/** A consultant's photo in a square frame; stock SVG pictures need no optimising. */
export function ConsultantPhoto({ photo, sizes, priority = false }: Props) {
  return (
    <div className="relative aspect-square overflow-hidden bg-brand-50">
      <Image
        src={photo.url}
        alt={photo.alt}
        fill
        sizes={sizes}
        priority={priority}
        unoptimized={photo.url.endsWith('.svg')}
        className="object-cover"
      />
    </div>
  );
}
