import type { ReactNode } from 'react';
import { isolated } from '@/components/ui/isolate';

/** Running text of a content page, at a width comfortable to read. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className="prose-text mx-auto max-w-3xl px-4 py-10">{children}</div>;
}

/**
 * A catalogue message of running text, as written for translators: paragraphs apart by a blank
 * line, a list as a paragraph of lines each starting "- ". Each paragraph, item and heading is
 * isolated on Urdu pages (Latin and number runs keep their order).
 */
export function ProseBody({
  text,
  paragraphClassName,
}: {
  text: string;
  /** Where the text is not inside `Prose`, whose paragraphs are styled already. */
  paragraphClassName?: string;
}) {
  return text.split(/\n\s*\n/).map((block) => {
    const lines = block.split('\n');
    if (lines.every((line) => line.startsWith('- '))) {
      return (
        <ul key={block}>
          {lines.map((line) => (
            <li key={line}>{isolated(line.slice(2))}</li>
          ))}
        </ul>
      );
    }
    return (
      <p key={block} className={paragraphClassName}>
        {isolated(block)}
      </p>
    );
  });
}

/** A section of running text: its heading and its body (`ProseBody`). */
export function ProseSection({ heading, body }: { heading: string; body: string }) {
  return (
    <section>
      <h2>{isolated(heading)}</h2>
      <ProseBody text={body} />
    </section>
  );
}
