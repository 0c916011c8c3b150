/**
 * The widths next/image may be asked for (next.config.build.ts), and what low-data mode asks instead.
 * Every width is written into every picture's srcset, on every page: a few steps are enough.
 * 80 and 160 are the list photos and their 2x; 1080 is a picture in CMS text (adapters/html.ts);
 * 1920 a gallery photo opened in full (components/galleries).
 */
export const IMAGE_SIZES = [80, 160, 256, 384];
export const DEVICE_SIZES = [640, 828, 1080, 1920];

const WIDTHS = [...IMAGE_SIZES, ...DEVICE_SIZES];

/**
 * A picture asked for with Save-Data (issue 20): the same picture at about half the width, the
 * allowed width at most half of what the page asked, never below the smallest. The address is
 * the optimiser's own (`/_next/image?url=…&w=828&q=75`); anything else is left as it is.
 */
export function lowDataImage(address: string): string {
  const [path, query = ''] = address.split('?');
  if (path !== '/_next/image') return address;
  const params = new URLSearchParams(query);
  const asked = Number(params.get('w'));
  if (!WIDTHS.includes(asked)) return address;
  const smaller = WIDTHS.filter((width) => width <= asked / 2);
  params.set('w', String(smaller.at(-1) ?? WIDTHS[0]));
  return `${path}?${params}`;
}
