import type { ReactNode } from 'react';
import { isolated } from '@/components/ui/isolate';

/**
 * The band at the top of a content page: its one heading, in the page's language (a text's
 * Latin words isolated, an element as it is), and optionally
 * a line about it.
 */
export function PageIntro({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <section className="bg-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <h1 className="heading-1 max-w-4xl">
          {typeof title === 'string' ? isolated(title) : title}
        </h1>
        {children && <div className="mt-3 max-w-3xl text-lg text-brand-50">{children}</div>}
      </div>
    </section>
  );
}
