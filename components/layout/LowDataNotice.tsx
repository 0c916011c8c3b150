'use client';

import { loadEverything, useLowData } from '@/components/ui/lowData';

/** Says the page is in low-data mode (components/ui/lowData.ts), with the way to load the rest. */
export function LowDataNotice({ text }: { text: { lowData: string; loadThem: string } }) {
  if (!useLowData()) return null;
  return (
    <p role="status" className="bg-amber-50 px-4 py-2 text-center text-sm text-slate-900">
      {text.lowData}{' '}
      <button
        type="button"
        onClick={loadEverything}
        className="font-semibold text-brand-800 underline"
      >
        {text.loadThem}
      </button>
    </p>
  );
}
