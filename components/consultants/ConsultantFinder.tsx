import { primaryButton } from '@/components/ui/buttons';
import { SEARCH_TEXT_MAX } from '@/domain/consultantSearch';
import { DEPARTMENT_OPTIONS } from '@/domain/departmentOptions';

export const FINDER_FORM_ID = 'consultant-finder';

interface Props {
  /** The page the form submits to (the list page itself). */
  action: string;
  name: string;
  department: string;
}

/**
 * The Find your Consultant panel. A plain GET form: the list changes only when Search is pressed,
 * it works before any JavaScript loads, and the resulting address can be shared.
 */
export function ConsultantFinder({ action, name, department }: Props) {
  return (
    <form
      id={FINDER_FORM_ID}
      method="get"
      action={action}
      role="search"
      aria-labelledby="finder-heading"
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 shadow-sm sm:p-6"
    >
      <h2 id="finder-heading" className="text-xl font-semibold text-brand-900">
        Find your Consultant
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor="finder-name" className="block text-sm font-medium text-slate-800">
            Consultant name
          </label>
          <input
            id="finder-name"
            name="name"
            type="search"
            defaultValue={name}
            maxLength={SEARCH_TEXT_MAX}
            autoComplete="off"
            placeholder="Search by name"
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base"
          />
        </div>
        <div>
          <label htmlFor="finder-department" className="block text-sm font-medium text-slate-800">
            Department
          </label>
          <select
            id="finder-department"
            name="department"
            defaultValue={department}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base"
          >
            {DEPARTMENT_OPTIONS.map((option) => (
              <option key={option.label} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={primaryButton}>
          Search
        </button>
      </div>
    </form>
  );
}
