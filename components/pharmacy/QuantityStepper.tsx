'use client';

import { MAX_QUANTITY } from '@/domain/order';
import { useHydrated } from '@/components/ui/useHydrated';

const STEP =
  'size-11 border-2 border-slate-500 text-xl font-bold disabled:opacity-40 focus-visible:outline-3 focus-visible:outline-amber-400';

/** A quantity from 1 to MAX_QUANTITY (spec 001 §5: never below one), a thumb's size. */
export function QuantityStepper({
  value,
  onChange,
  label,
  fewer,
  more,
}: {
  value: number;
  onChange: (quantity: number) => void;
  /** The group's and the number's name ("Quantity", "Quantity of Panadol"). */
  label: string;
  fewer: string;
  more: string;
}) {
  const hydrated = useHydrated();
  return (
    <div role="group" aria-label={label} className="flex items-center">
      <button
        type="button"
        className={`${STEP} rounded-s-md`}
        onClick={() => onChange(Math.max(1, value - 1))}
        disabled={!hydrated || value <= 1}
        aria-label={fewer}
      >
        −
      </button>
      <output
        aria-live="polite"
        aria-label={label}
        className="flex h-11 min-w-12 items-center justify-center border-y-2 border-slate-500 px-2 text-lg font-semibold"
      >
        {value}
      </output>
      <button
        type="button"
        className={`${STEP} rounded-e-md`}
        onClick={() => onChange(Math.min(MAX_QUANTITY, value + 1))}
        disabled={!hydrated || value >= MAX_QUANTITY}
        aria-label={more}
      >
        +
      </button>
    </div>
  );
}
