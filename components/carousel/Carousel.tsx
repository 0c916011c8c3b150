import 'swiper/css';
import './carousel.css';
import { Children, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { CarouselStarter } from './CarouselStarter';
import { CAROUSEL_GAP, layoutCss, type CarouselLayout } from './layouts';

/**
 * A row of cards that slides (spec 000 §2, §9): 4 at a time, one step, 500 ms, looping, with
 * dots and arrows. The cards are in the server's HTML, laid out as the carousel will show them,
 * and scroll sideways by touch without JavaScript; Swiper takes them over once the page is idle
 * (CarouselStarter), so its code never delays the first paint and loads only on pages with a
 * carousel.
 */
export function Carousel({
  id,
  label,
  layout,
  children,
}: {
  /** Unique on the page: names the carousel's controls. */
  id: string;
  /** What the carousel holds, for screen readers ("Featured departments"). */
  label: string;
  layout: CarouselLayout;
  children: ReactNode;
}) {
  const slides = Children.toArray(children);
  const t = useTranslations('site.carousel');
  // Swiper fills in its own placeholders, {{index}} and {{slidesLength}}, as it announces a slide.
  const swiper = { index: '{{index}}', slidesLength: '{{slidesLength}}' };
  return (
    <div
      id={id}
      className={`carousel carousel-${layout}`}
      style={{ '--gap': `${CAROUSEL_GAP}px` } as React.CSSProperties}
    >
      {/* React hoists one copy of each layout's rules into the head. */}
      <style href={`carousel-${layout}`} precedence="default">
        {layoutCss(layout)}
      </style>
      <div className="swiper" role="group" aria-roledescription={t('name')} aria-label={label}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div key={index} className="swiper-slide">
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="carousel-controls">
        <button type="button" className="carousel-prev" aria-label={t('previous')}>
          <svg
            aria-hidden="true"
            className="rtl:-scale-x-100"
            viewBox="0 0 20 20"
            fill="currentColor"
          >
            <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0z" />
          </svg>
        </button>
        <div className="carousel-dots" />
        <button type="button" className="carousel-next" aria-label={t('next')}>
          <svg
            aria-hidden="true"
            className="rtl:-scale-x-100"
            viewBox="0 0 20 20"
            fill="currentColor"
          >
            <path d="M7.3 15.7a1 1 0 0 1 0-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0z" />
          </svg>
        </button>
      </div>
      <CarouselStarter
        rootId={id}
        layout={layout}
        slideCount={slides.length}
        text={{
          slide: t('slide', swiper),
          goTo: t('goTo', swiper),
          previous: t('previous'),
          next: t('next'),
        }}
      />
    </div>
  );
}
