import type { Ref } from 'react';

export interface SummaryError {
  /** The field's id, which the link points at. */
  field: string;
  message: string;
}

interface Props {
  /** "There is a problem", in the page's language. */
  title: string;
  errors: SummaryError[];
  /** Moves focus to the field, as following the link alone would not. */
  onSelect: (field: string) => void;
  ref: Ref<HTMLDivElement>;
}

/**
 * The errors of a submit, listed at the top of the form with a link to each field (the NHS and
 * GOV.UK pattern). It takes focus after a failed submit, and its alert role has screen readers
 * read it out.
 */
export function ErrorSummary({ title, errors, onSelect, ref }: Props) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      className="mb-8 rounded-md border-4 border-red-700 p-4 focus:outline-3 focus:outline-offset-2 focus:outline-amber-400"
    >
      <div role="alert">
        <h2 id="error-summary-title" className="heading-3 text-slate-900">
          {title}
        </h2>
        <ul className="mt-3 list-none space-y-2">
          {errors.map(({ field, message }) => (
            <li key={field}>
              <a
                href={`#${field}`}
                className="font-semibold text-red-800 underline"
                onClick={(event) => {
                  event.preventDefault();
                  onSelect(field);
                }}
              >
                {message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
