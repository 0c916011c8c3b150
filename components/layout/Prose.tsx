import type { ReactNode } from 'react';
import { isolated } from '@/components/ui/isolate';

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
      <h2>{isolated(heading)}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{isolated(paragraph)}</p>
      ))}
      {list && (
        <ul>
          {list.map((item) => (
            <li key={item}>{isolated(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
