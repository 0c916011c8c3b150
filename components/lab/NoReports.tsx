import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/i18n/Link';
import { isolateRuns } from '@/components/ui/Isolated';
import { PhoneNumber } from '@/components/ui/PhoneNumber';
import { labLookupPath } from '@/domain/addresses';
import { otherLabs, type LabId } from '@/domain/labs';
import { telHref } from '@/domain/phoneLinks';
import type { LabContact } from './labQuery';

/** Where the answer's first line is handed to the search, which brings it into view. */
type Lead = (element: HTMLElement | null) => void;

/**
 * A lookup that found nothing (spec 001 §2: "No reports found." in the search, "No reports found
 * for this patient." in a patient's list), and what to try next (issue 54): the same id at the
 * group's other laboratories, each of which keeps its own patients; where the ids are printed;
 * and the numbers of the branches whose laboratory was asked.
 */
export function NoReports({
  message,
  lab,
  patientId,
  directory,
  lead,
  leadClassName = '',
}: {
  /** The specification's sentence for the screen it is on. */
  message: string;
  /** The laboratory that was asked. */
  lab: LabId;
  /** The patient's id looked up, or null for a test's (which no address carries). */
  patientId: string | null;
  directory: readonly LabContact[];
  lead?: Lead;
  leadClassName?: string;
}) {
  const t = useTranslations('lab');
  const rtl = useLocale() === 'ur';
  const others = otherLabs(lab).flatMap((id) => directory.find((other) => other.id === id) ?? []);
  const phones = directory.find((asked) => asked.id === lab)?.phones ?? [];
  return (
    <div className="mt-6">
      <p
        ref={lead}
        tabIndex={lead ? -1 : undefined}
        className={`${leadClassName} text-lg text-slate-700`}
      >
        {message}
      </p>
      <section
        aria-labelledby="lab-next-heading"
        className="mt-4 max-w-2xl rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-6"
      >
        <h2 id="lab-next-heading" className="heading-3 text-brand-900">
          {t('nextHeading')}
        </h2>
        <ul className="mt-3 list-disc space-y-4 ps-5 text-slate-800">
          {others.length > 0 && (
            <li>
              {isolateRuns(patientId ? t('otherLabs') : t('otherLabsTest'), rtl)}
              <ul className="mt-2 space-y-2">
                {others.map((other) => (
                  <li key={other.id}>
                    {/* Not fetched ahead: a patient's list is a lookup at that laboratory. */}
                    <Link
                      href={labLookupPath(other.id, patientId)}
                      prefetch={false}
                      className="font-semibold text-brand-800 underline"
                    >
                      {t('labOf', { branches: other.label })}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          )}
          <li>{isolateRuns(t('whereId'), rtl)}</li>
          {phones.length > 0 && (
            <li>
              {t('callLab')}
              <ul className="mt-2 space-y-2">
                {phones.map(({ branch, phone }) => (
                  <li key={branch}>
                    <span className="block text-sm text-slate-700">{branch}</span>
                    <a href={telHref(phone)} className="font-semibold text-brand-800 underline">
                      <PhoneNumber number={phone} />
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          )}
        </ul>
      </section>
    </div>
  );
}
