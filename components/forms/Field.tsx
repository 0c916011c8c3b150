import type { ReactNode } from 'react';

/**
 * A field of the site's forms (appointment, complaint, payment): label, hint and error above the
 * control, the error marked by a bar and wired to the control for screen readers (GOV.UK's
 * pattern).
 */

export const INPUT_CLASS =
  'mt-2 block w-full rounded-md border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-3 focus:outline-offset-0 focus:outline-amber-400 aria-invalid:border-red-700';

const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** The control's aria-describedby: its hint and its error, where it has them. */
export function describedBy(
  id: string,
  hint: string | undefined,
  error: string | undefined,
): string | undefined {
  return [hint && hintId(id), error && errorId(id)].filter(Boolean).join(' ') || undefined;
}

interface FieldProps {
  /** The control's id. */
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  /** What a screen reader says before the error ("Error:"), in the page's language. */
  errorPrefix: string;
  children: ReactNode;
}

/** A label, the field's hint and its error above the control. */
export function Field({ id, label, hint, error, errorPrefix, children }: FieldProps) {
  return (
    <div className={error ? 'border-s-4 border-red-700 ps-4' : undefined}>
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
          <span className="sr-only">{errorPrefix} </span>
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
