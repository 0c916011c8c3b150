'use client';

import { useEffect } from 'react';
import { isLowData, useLowData } from '@/components/ui/lowData';
import { CAROUSEL_GAP, MOST_CARDS_SHOWN, layoutBreakpoints, type CarouselLayout } from './layouts';

/** When the browser has nothing better to do, or after this long at most. */
const IDLE_TIMEOUT_MS = 2000;

// Safari has no requestIdleCallback: a short delay stands in.
const whenIdle = (start: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
    : window.setTimeout(start, 200);

/**
 * Starts Swiper on a carousel's server-rendered cards once the page is idle. Swiper's code is
 * fetched then, so it never competes with the first paint. On leaving the page Swiper is
 * destroyed, which puts the cards back in their first order for React to remove.
 */
export function CarouselStarter({
  rootId,
  layout,
  slideCount,
  text,
}: {
  rootId: string;
  layout: CarouselLayout;
  slideCount: number;
  /** Swiper's messages for screen readers, in the page's language (the server's catalogue). */
  text: { slide: string; goTo: string; previous: string; next: string };
}) {
  // In low-data mode the cards stay a sideways-scrolling row, as without JavaScript. Asked here,
  // not from the hook's value, which is the server's (false) while the page hydrates; the hook
  // runs this again when the patient chooses to load everything.
  const lowData = useLowData();
  useEffect(() => {
    const root = document.getElementById(rootId);
    if (!root || isLowData()) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    whenIdle(async () => {
      const [{ default: Swiper }, { A11y, Keyboard, Navigation, Pagination }] = await Promise.all([
        import('swiper'),
        import('swiper/modules'),
      ]);
      if (cancelled) return;
      const container = root.querySelector<HTMLElement>('.swiper')!;
      // Scrolled by touch before Swiper arrived: Swiper takes over from the first card.
      container.querySelector('.swiper-wrapper')!.scrollLeft = 0;
      const swiper = new Swiper(container, {
        modules: [A11y, Keyboard, Navigation, Pagination],
        slidesPerView: 1,
        slidesPerGroup: 1,
        spaceBetween: CAROUSEL_GAP,
        speed: 500,
        loop: slideCount > MOST_CARDS_SHOWN,
        breakpoints: layoutBreakpoints(layout),
        keyboard: { enabled: true, onlyInViewport: true },
        navigation: {
          prevEl: root.querySelector<HTMLElement>('.carousel-prev'),
          nextEl: root.querySelector<HTMLElement>('.carousel-next'),
        },
        pagination: {
          el: root.querySelector<HTMLElement>('.carousel-dots'),
          clickable: true,
          bulletElement: 'button',
          dynamicBullets: true,
          dynamicMainBullets: 3,
        },
        a11y: {
          enabled: true,
          containerRole: null,
          slideLabelMessage: text.slide,
          paginationBulletMessage: text.goTo,
          prevSlideMessage: text.previous,
          nextSlideMessage: text.next,
        },
      });
      root.classList.add('carousel-started');
      destroy = () => swiper.destroy(true, true);
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [rootId, layout, slideCount, lowData, text.slide, text.goTo, text.previous, text.next]);
  return null;
}
