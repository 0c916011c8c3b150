import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/i18n/Link';
import { href } from '@/domain/addresses/href';
import type { ConsultantCardFragment } from '@/graphql/__generated__/operations';
import { missingValues } from './missingValues';
import { SitsToday } from './SitsToday';
import { ConsultantThumb } from './ConsultantThumb';
import type { UrduFacts } from './byRule';
import { English, shown, withValues } from './inUrdu';

/**
 * A consultant as a list shows it: with why a search in the patient's words found it, and on Urdu
 * pages with the Urdu of its facts, both worked out on the server.
 */
export type ListedConsultant = ConsultantCardFragment & {
  reason?: string | null;
  urdu?: UrduFacts;
  /** Sits today, as the server saw it when it rendered the list. */
  sitsToday?: true;
};

/**
 * One consultant of a list: a small photo beside name, designation, Timing, Department, Branch
 * Location and a booking link, so a phone screen shows several at once. The whole card opens
 * the consultant; the photo repeats the name beside it, so it is not announced again. Styled by
 * the `consultant-card` class (globals.css).
 */
export function ConsultantCard({ consultant }: { consultant: ListedConsultant }) {
  const t = useTranslations('finder');
  const urdu = useLocale() === 'ur';
  const MISSING = missingValues(useTranslations());
  const facts = consultant.urdu;
  const fact = (english: string | null, inUrdu: string | null | undefined, missing: string) =>
    english === null ? missing : shown(urdu, inUrdu, english);
  return (
    <article className="consultant-card">
      <ConsultantThumb photo={consultant.photo} size={80} />
      <div>
        <h3 lang="en">
          <Link href={href.consultant(consultant.id)}>{consultant.name}</Link>
        </h3>
        <p>{fact(consultant.designation, facts?.designation, MISSING.designation)}</p>
        <SitsToday timing={consultant.timing} rendered={consultant.sitsToday ?? false} />
        <dl>
          <div>
            <dt>{t('timing')} </dt>
            <dd>{fact(consultant.timing, facts?.timing, MISSING.timing)}</dd>
          </div>
          <div>
            <dt>{t('cardDepartment')} </dt>
            <dd>{fact(consultant.department, facts?.department, MISSING.department)}</dd>
            {/* Why a search in the patient's words found the consultant. */}
            {consultant.reason && <dd className="reason">{consultant.reason}</dd>}
          </div>
          <div>
            <dt>{t('branchLocation')} </dt>
            <dd>{fact(consultant.branchName, facts?.branchName, MISSING.branch)}</dd>
          </div>
        </dl>
        {/* Styled by its class, not its address: on Urdu pages the address starts /ur/appointment. */}
        <Link
          className="book"
          href={href.appointment({
            branch: consultant.branch?.id,
            consultant: consultant.name,
            doctor: consultant.id,
          })}
        >
          {t('book')}
          <span className="sr-only">
            {' '}
            {urdu
              ? withValues(true, (values) => t('bookWith', values), {
                  doctor: <English>{consultant.name}</English>,
                })
              : t('bookWith', { doctor: consultant.name })}
          </span>
        </Link>
      </div>
    </article>
  );
}
