/**
 * How many cards a carousel shows at each width (spec 000 §9): 4, then 3 at 1024 px and below,
 * 2 at 768 px (departments) or 600 px (doctors) and below, 1 at 480 px and below. Each entry is
 * [the narrowest viewport width it applies from, cards shown]. The same table lays the cards out
 * before the carousel's script arrives (as CSS) and configures it after (as Swiper breakpoints),
 * so nothing moves when it starts.
 */
export const CAROUSEL_LAYOUTS = {
  departments: [
    [0, 1],
    [481, 2],
    [769, 3],
    [1025, 4],
  ],
  doctors: [
    [0, 1],
    [481, 2],
    [601, 3],
    [1025, 4],
  ],
} as const satisfies Record<string, readonly (readonly [number, number])[]>;

export type CarouselLayout = keyof typeof CAROUSEL_LAYOUTS;

/** Space between two cards, in pixels. */
export const CAROUSEL_GAP = 16;

/** The most cards any width shows: a loop needs at least one more than that (Swiper's rule). */
export const MOST_CARDS_SHOWN = 4;

/** The layout as CSS: the `--per-view` each width gets. */
export function layoutCss(layout: CarouselLayout): string {
  return CAROUSEL_LAYOUTS[layout]
    .map(([from, perView]) => {
      const rule = `.carousel-${layout}{--per-view:${perView}}`;
      return from === 0 ? rule : `@media (min-width:${from}px){${rule}}`;
    })
    .join('');
}

/** The layout as Swiper's breakpoints (keyed by the narrowest width each applies from). */
export function layoutBreakpoints(
  layout: CarouselLayout,
): Record<number, { slidesPerView: number }> {
  return Object.fromEntries(
    CAROUSEL_LAYOUTS[layout].map(([from, perView]) => [from, { slidesPerView: perView }]),
  );
}
