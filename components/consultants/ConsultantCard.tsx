import Link from '@/components/i18n/Link';
import { useMessages } from '@/components/i18n/useMessages';
import { appointmentHref } from '@/components/forms/appointmentLink';
import type { ConsultantCardFragment } from '@/graphql/__generated__/operations';
import { missingValues } from './missingValues';
import { SitsToday } from './SitsToday';
import { ConsultantThumb } from './ConsultantThumb';

/**
 * One consultant of a list: a small photo beside name, designation, Timing, Department, Branch
 * Location and a booking link, so a phone screen shows several at once. The whole card opens
 * the consultant; the photo repeats the name beside it, so it is not announced again. Styled by
 * the `consultant-card` class (globals.css).
 */
export function ConsultantCard({ consultant }: { consultant: ConsultantCardFragment }) {
  const messages = useMessages();
  const text = messages.finder;
  const MISSING = missingValues(messages);
  return (
    <article className="consultant-card">
      <ConsultantThumb photo={consultant.photo} size={80} />
      <div>
        <h3 lang="en">
          <Link href={`/consultant/${consultant.id}`}>{consultant.name}</Link>
        </h3>
        <p>{consultant.designation ?? MISSING.designation}</p>
        <SitsToday timing={consultant.timing} />
        <dl>
          <div>
            <dt>{text.timing} </dt>
            <dd>{consultant.timing ?? MISSING.timing}</dd>
          </div>
          <div>
            <dt>{text.cardDepartment} </dt>
            <dd>{consultant.department ?? MISSING.department}</dd>
          </div>
          <div>
            <dt>{text.branchLocation} </dt>
            <dd>{consultant.branchName ?? MISSING.branch}</dd>
          </div>
        </dl>
        <Link
          href={appointmentHref({
            branch: consultant.branch?.id,
            consultant: consultant.name,
            doctor: consultant.id,
          })}
        >
          {text.book}
          <span className="sr-only"> {text.bookWith(consultant.name)}</span>
        </Link>
      </div>
    </article>
  );
}
