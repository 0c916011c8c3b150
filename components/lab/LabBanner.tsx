import { messages } from '@/domain/messages';

/** The lab screens' banner (spec 001 §2): 'FH LAB REPORTS' and its tagline. */
export function LabBanner({ title }: { title?: string }) {
  return (
    <section className="bg-brand-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-wide">{title ?? messages.lab.banner}</h1>
        <p className="mt-2 text-lg text-brand-50">
          Your test results, as soon as the laboratory has approved them.
        </p>
      </div>
    </section>
  );
}
