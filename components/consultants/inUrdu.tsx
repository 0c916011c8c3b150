import { Fragment, type ReactNode } from 'react';

/**
 * Text the content service sent in English, on an Urdu page: kept as sent, marked English so a
 * screen reader switches voice (WCAG 3.1.2), and isolated so its Latin letters, numbers and
 * punctuation keep their order inside the Urdu around it.
 */
export function English({ children }: { children: ReactNode }) {
  return <bdi lang="en">{children}</bdi>;
}

/**
 * A value as an Urdu page shows it: its Urdu (by rule, from the registry) or, when there is none,
 * the English as sent, marked. On English pages, the English as it is.
 */
export function shown(
  urdu: boolean,
  inUrdu: string | null | undefined | false,
  english: string,
): ReactNode {
  if (!urdu) return english;
  return inUrdu || <English>{english}</English>;
}

const MARK = /\uE000(\d+)\uE001/;

/**
 * A catalogue text with values in it. On Urdu pages each value is isolated (<bdi>), so a date, a
 * number or a Latin name keeps its order and punctuation inside the Urdu sentence; on English
 * pages, the catalogue's own string, unchanged.
 */
export function withValues<A extends unknown[]>(
  urdu: boolean,
  text: (...args: A) => string,
  ...values: { [K in keyof A]: ReactNode }
): ReactNode {
  if (!urdu) return text(...(values as unknown as A));
  const marked = text(...(values.map((_, index) => `\uE000${index}\uE001`) as unknown as A));
  return marked.split(MARK).map((part, index) =>
    index % 2 === 0 ? (
      part
    ) : (
      <Fragment key={index}>
        <bdi>{values[Number(part)]}</bdi>
      </Fragment>
    ),
  );
}
