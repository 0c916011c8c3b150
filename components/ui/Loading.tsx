'use client';

import { useTranslations } from 'next-intl';

/** The specification's loading state: a spinner with "Loading...". */
export function Loading({ label }: { label?: string }) {
  const t = useTranslations('common');
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-700">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
      />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
