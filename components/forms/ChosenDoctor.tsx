'use client';

import type { Messages } from '@/domain/messages';
import { fillText } from '@/components/i18n/fillText';
import { ConsultantThumb } from '@/components/consultants/ConsultantThumb';
import type { missingValues } from '@/components/consultants/missingValues';
import { urduDepartment } from '@/domain/glossary';
import { DAY_MS, PAKISTAN_TIME_ZONE } from '@/domain/pakistanClock';
import { daysToNextSitting, describeDays, sittingDays } from '@/domain/sittingDays';
import { urduClinicTiming, urduDays } from '@/domain/urduTimings';
import type { ChosenDoctorRecord } from './chosenDoctorLink';
import { todayInPakistan } from './requestFields';

const sittingDate = (locale: string) =>
  new Intl.DateTimeFormat(locale === 'ur' ? 'ur-PK' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: PAKISTAN_TIME_ZONE,
  });

/** The next day the consultant sits, as the date field writes it and as a patient reads it. */
function nextSitting(
  timing: string | null,
  now: Date,
  locale: string,
  text: { today: string; tomorrow: string },
): { value: string; text: string } | null {
  const inDays = daysToNextSitting(timing, now);
  if (inDays === null) return null;
  const day = new Date(now.getTime() + inDays * DAY_MS);
  const said =
    inDays === 0 ? text.today : inDays === 1 ? text.tomorrow : sittingDate(locale).format(day);
  return { value: todayInPakistan(day), text: said };
}

/** A value in Urdu where the rules give one, else the English as sent, marked as English. */
function inUrdu(english: string, urdu: string | null) {
  return urdu ?? <span lang="en">{english}</span>;
}

/**
 * Who the appointment is with, above the form's fields, when the patient came from a consultant's
 * booking link: photo, name, department, branch and timing, the days the consultant sits and the
 * next of them (today only while today's hours have not ended), which one tap puts in the date
 * field. A timing that names no days is shown as written and suggests nothing.
 */
export function ChosenDoctor({
  doctor,
  onChooseDate,
  branchName,
  text,
  missing: MISSING,
  urdu,
}: {
  doctor: ChosenDoctorRecord | null;
  /** The card's texts, in the page's language. */
  text: Messages['forms']['chosen'];
  /** What stands for a value the record lacks (the page's `missingValues`). */
  missing: ReturnType<typeof missingValues>;
  urdu: boolean;
  onChooseDate: (date: string) => void;
  /** The branch's name in the page's language, by its id, where the form's options know it. */
  branchName: (id: string) => string | undefined;
}) {
  const t = (key: keyof typeof text, values: Record<string, string> = {}) =>
    fillText(text[key], values);

  if (!doctor) return null;
  const days = sittingDays(doctor.timing);
  const next = nextSitting(doctor.timing, new Date(), urdu ? 'ur' : 'en', {
    today: t('today'),
    tomorrow: t('tomorrow'),
  });
  /** "Sits on Mon, Wed; next today.": the days as the page's language names them. */
  const sits = (everyDay: boolean, named: string, next: string) =>
    t('sits', { days: everyDay ? t('everyDay') : t('onDays', { days: named }), next });
  // Urdu: the glossary's words where its rules read the record whole, else the English as sent.
  const shown = (english: string, urduText: () => string | null) =>
    urdu ? inUrdu(english, urduText()) : english;
  const branch = urdu && doctor.branch ? (branchName(doctor.branch.id) ?? null) : null;
  return (
    <section aria-labelledby="chosen-doctor" className="chosen-doctor">
      <ConsultantThumb photo={doctor.photo} size={72} />
      <div>
        <h2 id="chosen-doctor">
          <span>{t('appointmentWith')}</span>{' '}
          {urdu ? <bdi lang="en">{doctor.name}</bdi> : doctor.name}
        </h2>
        <p>
          {doctor.department
            ? shown(doctor.department, () => urduDepartment(doctor.department!))
            : MISSING.department}{' '}
          ·{' '}
          {doctor.branchName ? shown(doctor.branchName, () => branch) : (branch ?? MISSING.branch)}
        </p>
        <p>
          {t('timing')}{' '}
          {doctor.timing
            ? shown(doctor.timing, () => urduClinicTiming(doctor.timing))
            : MISSING.timing}
        </p>
        {days && next && (
          <p>
            {sits(days.length === 7, urdu ? urduDays(days) : describeDays(days), next.text)}{' '}
            <button type="button" onClick={() => onChooseDate(next.value)}>
              {t('choose', { next: next.text })}
            </button>
          </p>
        )}
      </div>
    </section>
  );
}
