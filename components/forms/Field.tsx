import type { ReactNode } from 'react';
import type { RequestFormField } from './requestForm';

/**
 * A field of the appointment and complaint forms: label, hint and error above the control, the
 * error marked by a bar and wired to the control for screen readers (GOV.UK's pattern).
 */

export const INPUT_CLASS =
  'mt-2 block w-full rounded-md border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-3 focus:outline-offset-0 focus:outline-amber-400 aria-invalid:border-red-700';

/** Hints under the labels, where a field needs one. */
const HINTS: Partial<Record<RequestFormField, string>> = {
  user_num: 'For example 0300-1234567 or +92 300 1234567',
};

const hintId = (field: RequestFormField) => `${field}-hint`;
const errorId = (field: RequestFormField) => `${field}-error`;

/** The control's aria-describedby: its hint and its error, where it has them. */
export function describedBy(
  field: RequestFormField,
  error: string | undefined,
): string | undefined {
  return (
    [HINTS[field] && hintId(field), error && errorId(field)].filter(Boolean).join(' ') || undefined
  );
}

interface FieldProps {
  id: RequestFormField;
  label: string;
  error: string | undefined;
  children: ReactNode;
}

/** A label, the field's hint and its error above the control. */
export function Field({ id, label, error, children }: FieldProps) {
  const hint = HINTS[id];
  return (
    <div className={error ? 'border-l-4 border-red-700 pl-4' : undefined}>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {hint && (
        <p id={hintId(id)} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="mt-1 font-semibold text-red-700">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
