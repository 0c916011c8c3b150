'use client';

import Image from 'next/image';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';

/** A horizontal swipe longer than this moves to the next or previous photo (spec 001 §9). */
export const SWIPE_THRESHOLD_PX = 150;

export interface LightboxPhoto {
  url: string;
  alt: string;
}

/**
 * The gallery's lightbox (spec 001 §2). The photo grid is the server's: each photo is a link to
 * its full-size picture, which works without JavaScript; with it, a click opens the photo here
 * instead. A modal <dialog> keeps focus inside while open and returns it to the photo that opened
 * it; Escape closes, the arrow keys and a swipe of more than 150 px move on, wrapping at either
 * end. The full-size picture is fetched only when it is shown.
 */
export function Lightbox({ photos, children }: { photos: LightboxPhoto[]; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const swipeStart = useRef<number | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const t = useTranslations('galleries');
  // Right to left (Urdu), the grid runs from the right: the next photo is the one to the left.
  const ahead = useLocale() === 'ur' ? -1 : 1;

  const step = (by: number) =>
    setIndex((current) =>
      current === null ? null : (current + by + photos.length) % photos.length,
    );

  useEffect(() => {
    if (index !== null && !dialog.current?.open) dialog.current?.showModal();
  }, [index]);

  /** Tab cycles through the lightbox's buttons; it never leaves for the page or the browser. */
  function keepFocusInside(event: React.KeyboardEvent) {
    const buttons = [...(dialog.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = (at + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length;
    buttons[next]?.focus();
  }

  function open(event: React.MouseEvent) {
    const link = (event.target as Element).closest<HTMLElement>('[data-photo]');
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    opener.current = link;
    setIndex(Number(link.dataset.photo));
  }

  const photo = index === null ? null : photos[index];

  return (
    <>
      <div onClick={open}>{children}</div>
      <dialog
        ref={dialog}
        aria-label={
          photo
            ? t('photoOf', { photo: String(index! + 1), photos: String(photos.length) })
            : t('photo')
        }
        className="lightbox"
        onClose={() => {
          setIndex(null);
          opener.current?.focus();
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(ahead);
          else if (event.key === 'ArrowLeft') step(-ahead);
          else if (event.key === 'Tab') keepFocusInside(event);
          else return;
          event.preventDefault();
        }}
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (start === null) return;
          const distance = event.clientX - start;
          if (Math.abs(distance) > SWIPE_THRESHOLD_PX) step(distance < 0 ? ahead : -ahead);
        }}
      >
        {photo && (
          <>
            <div className="relative size-full">
              <Image
                key={photo.url}
                src={photo.url}
                alt={photo.alt}
                fill
                sizes="100vw"
                draggable={false}
                className="object-contain select-none"
              />
            </div>
            <p className="lightbox-count" aria-hidden="true">
              {index! + 1} / {photos.length}
            </p>
            <button
              type="button"
              className="lightbox-button top-3 end-3"
              onClick={() => dialog.current?.close()}
            >
              <span className="sr-only">{t('close')}</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor">
                <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
              </svg>
            </button>
            <button
              type="button"
              className="lightbox-button top-1/2 start-3 -translate-y-1/2"
              onClick={() => step(-1)}
            >
              <span className="sr-only">{t('previousPhoto')}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                fill="currentColor"
                className="rtl:-scale-x-100"
              >
                <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0z" />
              </svg>
            </button>
            <button
              type="button"
              className="lightbox-button top-1/2 end-3 -translate-y-1/2"
              onClick={() => step(1)}
            >
              <span className="sr-only">{t('nextPhoto')}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                fill="currentColor"
                className="rtl:-scale-x-100"
              >
                <path d="M7.3 15.7a1 1 0 0 1 0-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0z" />
              </svg>
            </button>
          </>
        )}
      </dialog>
    </>
  );
}
