import { messages } from '@/domain/messages';

/** The specification's loading state: a spinner with "Loading...". */
export function Loading({ label = messages.common.loading }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-700">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  );
}
