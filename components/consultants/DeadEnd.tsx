import { ClientMessages } from '@/components/i18n/ClientMessages';
import Link from '@/components/i18n/Link';
import { requestMessages } from '@/components/i18n/server';
import { PhoneNumber } from '@/components/ui/PhoneNumber';
import { telHref } from '@/content/group';
import { DEPARTMENTS_LANDING } from '@/content/navigation';
import type { ListingSearch } from '@/domain/listingSearch';
import { ConsultantCards } from './ConsultantCards';
import type { Alternatives } from './loadAlternatives';

const link = 'font-semibold text-brand-700 underline';

/**
 * What a search that found nothing shows under "No consultants match your search.": the same
 * search at the other branches (who sits today first, when that was asked), the department's
 * page, every department, and the branch's number to call for help: never a dead end.
 */
export function DeadEnd({
  alternatives: { elsewhere, departmentPage },
  search,
  phone,
}: {
  alternatives: Alternatives;
  search: ListingSearch;
  phone: string;
}) {
  const text = requestMessages().care.deadEnd;
  const found = (count: number) =>
    elsewhere?.sitsToday
      ? text.otherBranchesToday(count)
      : search.sitsToday
        ? text.otherDays(count)
        : text.otherBranches(count);
  return (
    <section aria-labelledby="dead-end" className="mt-4">
      <h3 id="dead-end" className="heading-3 text-brand-900">
        {text.heading}
      </h3>
      {elsewhere && (
        <>
          <p className="mt-2 text-slate-700">{found(elsewhere.totalCount)}</p>
          <ClientMessages namespaces={['finder', 'common', 'consultants']}>
            <ConsultantCards consultants={elsewhere.consultants} />
          </ClientMessages>
          <p className="mt-3">
            <Link href={elsewhere.href} className={link}>
              {text.seeAll(elsewhere.totalCount)}
            </Link>
          </p>
        </>
      )}
      <ul className="mt-3 space-y-2">
        {departmentPage && (
          <li>
            <Link href={departmentPage.href} className={link}>
              {text.departmentPage(departmentPage.name)}
            </Link>
          </li>
        )}
        <li>
          <Link href={DEPARTMENTS_LANDING.href} className={link}>
            {text.allDepartments}
          </Link>
        </li>
      </ul>
      <p className="mt-3 text-slate-700">
        {text.helpline}{' '}
        <a href={telHref(phone)} className={link}>
          <PhoneNumber number={phone} />
        </a>
      </p>
    </section>
  );
}
