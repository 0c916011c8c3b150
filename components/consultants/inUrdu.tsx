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
 * A catalogue message with values in it, each value any node (a date, a number, a name marked
 * `<English>`). `format` is the translator's call with the values given (`(values) =>
 * t('closedOn', values)`); each value is passed as a marker and put back in its place, so the
 * message's grammar decides where it goes. On Urdu pages each value is isolated (<bdi>), so a
 * date, a number or a Latin name keeps its order and punctuation inside the Urdu sentence.
 */
export function withValues<K extends string>(
  urdu: boolean,
  format: (values: Record<K, string>) => string,
  values: Record<K, ReactNode>,
): ReactNode {
  const names = Object.keys(values) as K[];
  // An English sentence of plain values is the translator's string itself, one text node.
  if (!urdu && names.every((name) => typeof values[name] === 'string')) {
    return format(values as Record<K, string>);
  }
  const marked = format(
    Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE001`])) as Record<
      K,
      string
    >,
  );
  return marked.split(MARK).map((part, index) => {
    if (index % 2 === 0) return part;
    const value = values[names[Number(part)]!];
    return <Fragment key={index}>{urdu ? <bdi>{value}</bdi> : value}</Fragment>;
  });
}
