import { ClientMessages } from '@/components/i18n/ClientMessages';
import Link from '@/components/i18n/Link';
import { useTranslations } from 'next-intl';
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
  const t = useTranslations('care.deadEnd');
  const found = (count: number) =>
    t(
      elsewhere?.sitsToday
        ? 'otherBranchesToday'
        : search.sitsToday
          ? 'otherDays'
          : 'otherBranches',
      { count },
    );
  return (
    <section aria-labelledby="dead-end" className="mt-4">
      <h3 id="dead-end" className="heading-3 text-brand-900">
        {t('heading')}
      </h3>
      {elsewhere && (
        <>
          <p className="mt-2 text-slate-700">{found(elsewhere.totalCount)}</p>
          <ClientMessages namespaces={['finder', 'common', 'consultants']}>
            <ConsultantCards consultants={elsewhere.consultants} />
          </ClientMessages>
          <p className="mt-3">
            <Link href={elsewhere.href} className={link}>
              {t('seeAll', { count: elsewhere.totalCount })}
            </Link>
          </p>
        </>
      )}
      <ul className="mt-3 space-y-2">
        {departmentPage && (
          <li>
            <Link href={departmentPage.href} className={link}>
              {t('departmentPage', { department: departmentPage.name })}
            </Link>
          </li>
        )}
        <li>
          <Link href={DEPARTMENTS_LANDING.href} className={link}>
            {t('allDepartments')}
          </Link>
        </li>
      </ul>
      <p className="mt-3 text-slate-700">
        {t('helpline')}{' '}
        <a href={telHref(phone)} className={link}>
          <PhoneNumber number={phone} />
        </a>
      </p>
    </section>
  );
}
