import type { Messages } from '@/domain/messages';
import { requestMessages } from '@/components/i18n/server';

/** The lab screens' banner (spec 001 §2): 'FH LAB REPORTS' and its tagline. */
export function LabBanner({ title }: { title?: (text: Messages['lab']) => string }) {
  const text = requestMessages().lab;
  return (
    <section className="bg-brand-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-wide">{title?.(text) ?? text.banner}</h1>
        <p className="mt-2 text-lg text-brand-50">{text.tagline}</p>
      </div>
    </section>
  );
}
