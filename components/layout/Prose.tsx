import type { ReactNode } from 'react';

/** Running text of a content page, at a width comfortable to read. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className="prose-text mx-auto max-w-3xl px-4 py-10">{children}</div>;
}

/** A section of running text: its heading, paragraphs and, optionally, a list. */
export function ProseSection({
  heading,
  paragraphs,
  list,
}: {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}) {
  return (
    <section>
      <h2>{heading}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {list && (
        <ul>
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
