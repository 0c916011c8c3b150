import { useTranslations } from 'next-intl';
import { primaryButton } from '@/components/ui/buttons';
import { inRequestLocale } from '@/components/i18n/server';
import { requestLocale } from '@/graphql/renderedLocale';
import { listBranches } from '@/domain/branches';
import {
  SPEC_DEPARTMENTS,
  departmentChoices,
  departmentLabel,
} from '@/domain/consultantDepartments';
import { SEARCH_TEXT_MAX } from '@/domain/searchText';
import { NO_SEARCH, RESULTS_ID, type ListingSearch } from '@/domain/listingSearch';

export const FINDER_FORM_ID = 'consultant-finder';

interface Props {
  /** The list page the form submits to. */
  action: string;
  /** The search the page shows, which the fields start with. */
  search?: ListingSearch;
  /** Every department of the list's consultants: the filter offers each speciality once. */
  departments?: readonly string[];
  /** The group's list and the home page: a branch dropdown. */
  byBranch?: boolean;
  /** The home page: the specification's departments as one-tap searches. */
  quickDepartments?: boolean;
}

/**
 * The Find your Consultant panel. A plain GET form: the list changes only when Search is pressed,
 * it works before any JavaScript loads, the resulting address can be shared, and it opens at the
 * results. Styled by the `finder` class (globals.css).
 */
export function ConsultantFinder({
  action,
  search = NO_SEARCH,
  departments = [],
  byBranch = false,
  quickDepartments = false,
}: Props) {
  const text = useTranslations('finder');
  const locale = requestLocale();
  const urdu = locale === 'ur';
  // A department's label in the patient's words and the page's language; its value, what the
  // search reads, stays the English name. An English label on an Urdu page is marked as English.
  const department = (name: string) => {
    const { label, english } = departmentLabel(name, locale);
    return { label, lang: urdu && english ? 'en' : undefined };
  };
  const choices = departmentChoices(departments, search.department, locale);
  return (
    <form
      id={FINDER_FORM_ID}
      method="get"
      action={`${inRequestLocale(action)}#${RESULTS_ID}`}
      role="search"
      aria-labelledby="finder-heading"
      className="finder"
    >
      <h2 id="finder-heading">{text('heading')}</h2>
      <div className="finder-name">
        <label htmlFor="finder-name">{text('name')}</label>
        <input
          id="finder-name"
          name="name"
          type="search"
          defaultValue={search.name}
          maxLength={SEARCH_TEXT_MAX}
          autoComplete="off"
          placeholder={text('namePlaceholder')}
        />
      </div>
      {byBranch && (
        <div className="finder-choice">
          <label htmlFor="finder-branch">{text('branch')}</label>
          <select id="finder-branch" name="branch" defaultValue={search.branch ?? ''}>
            <option value="">{text('allBranches')}</option>
            {listBranches().map((branch) => (
              <option key={branch.id} value={branch.id}>
                {urdu ? branch.urdu.displayName : branch.displayName}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="finder-choice">
        <label htmlFor="finder-department">{text('department')}</label>
        <select id="finder-department" name="department" defaultValue={choices.selected}>
          <option value="">{text('allDepartments')}</option>
          {choices.values.map((name) => (
            <option key={name} value={name} lang={department(name).lang}>
              {department(name).label}
            </option>
          ))}
        </select>
      </div>
      <label className="finder-today">
        <input type="checkbox" name="today" value="1" defaultChecked={search.sitsToday} />
        {text('sitsToday')}
      </label>
      <button type="submit" className={primaryButton}>
        {text('search')}
      </button>
      {quickDepartments && (
        <fieldset>
          <legend>{text('orDepartment')}</legend>
          {SPEC_DEPARTMENTS.map((name) => (
            <button
              key={name}
              type="submit"
              name="department"
              value={name}
              lang={department(name).lang}
            >
              {department(name).label}
            </button>
          ))}
        </fieldset>
      )}
    </form>
  );
}
