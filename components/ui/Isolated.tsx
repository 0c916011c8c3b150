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

/**
 * Phone numbers ("(042) 111 223 377"), numbers with a sign, and runs of Latin text (an English
 * term in brackets, an e-mail address, a brand) inside an Urdu sentence.
 */
const RUNS =
  /(\(?\d[\d ()-]*\d%?|\d%?|[A-Za-z][\w@.:/-]*[\w/](?: [A-Za-z][\w@.:/-]*[\w/]| [A-Za-z])*|[A-Za-z])/;

/**
 * An Urdu sentence of the site's own copy with its Latin and number runs isolated, so they keep
 * their order and punctuation inside the right-to-left line; the Latin ones marked English, so
 * screen readers switch voice ("ای سی جی (ECG)", "privacy@…"). English text is returned as it is.
 */
export function isolateRuns(text: string, rtl: boolean): ReactNode {
  if (!rtl || !/[A-Za-z0-9]/.test(text)) return text;
  return text.split(RUNS).map((part, index) => {
    if (index % 2 === 0) return part && <Fragment key={index}>{part}</Fragment>;
    return /[A-Za-z]/.test(part) ? (
      <bdi key={index} lang="en">
        {part}
      </bdi>
    ) : (
      <bdi key={index}>{part}</bdi>
    );
  });
}
