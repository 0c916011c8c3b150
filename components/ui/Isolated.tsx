import { Fragment, type ReactNode } from 'react';

/**
 * A sentence with its numbers isolated (`<bdi>`), for right-to-left pages: "220 بستر، جن میں سے
 * 120 …" keeps each number and its sign ("100%") in reading order around the Urdu. English text is
 * returned as it is.
 */
export function isolateNumbers(text: string, rtl: boolean): ReactNode {
  if (!rtl) return text;
  return text
    .split(/(\d[\d,.:/]*%?)/)
    .map((part, index) =>
      index % 2 === 1 ? <bdi key={index}>{part}</bdi> : <Fragment key={index}>{part}</Fragment>,
    );
}
