'use client';

import { useEffect, useState } from 'react';
import { ConsultantThumb } from '@/components/consultants/ConsultantThumb';
import { missingValues } from '@/components/consultants/missingValues';
import { useMessages } from '@/components/i18n/useMessages';
import { DAY_MS, PAKISTAN_TIME_ZONE } from '@/domain/pakistanClock';
import { daysToNextSitting, describeDays, sittingDays } from '@/domain/sittingDays';
import type { ConsultantCardFragment } from '@/graphql/__generated__/operations';
import { choiceOfLink } from './appointmentLink';
import { chosenConsultant } from './chosenConsultant';
import { todayInPakistan } from './requestForm';

const SITTING_DATE = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: PAKISTAN_TIME_ZONE,
});

/** The next day the consultant sits, as the date field writes it and as a patient reads it. */
function nextSitting(timing: string | null, now: Date): { value: string; text: string } | null {
  const inDays = daysToNextSitting(timing, now);
  if (inDays === null) return null;
  const day = new Date(now.getTime() + inDays * DAY_MS);
  const text = inDays === 0 ? 'today' : inDays === 1 ? 'tomorrow' : SITTING_DATE.format(day);
  return { value: todayInPakistan(day), text };
}

/**
 * Who the appointment is with, above the form's fields, when the patient came from a consultant's
 * booking link: photo, name, department, branch and timing, the days the consultant sits and the
 * next of them, which one tap puts in the date field. A timing that names no days is shown as
 * written and suggests nothing.
 */
export function ChosenDoctor({ onChooseDate }: { onChooseDate: (date: string) => void }) {
  const [doctor, setDoctor] = useState<ConsultantCardFragment | null>(null);
  const MISSING = missingValues(useMessages());

  useEffect(() => {
    const { doctor: id } = choiceOfLink(window.location.search);
    if (!id) return;
    let current = true;
    chosenConsultant(id).then(
      (found) => current && setDoctor(found),
      // Not shown rather than an error: the form works the same without it.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  if (!doctor) return null;
  const days = sittingDays(doctor.timing);
  const next = nextSitting(doctor.timing, new Date());
  return (
    <section aria-labelledby="chosen-doctor" className="chosen-doctor">
      <ConsultantThumb photo={doctor.photo} size={72} />
      <div>
        <h2 id="chosen-doctor">
          <span>Your appointment with</span> {doctor.name}
        </h2>
        <p>
          {doctor.department ?? MISSING.department} · {doctor.branchName ?? MISSING.branch}
        </p>
        <p>Timing: {doctor.timing ?? MISSING.timing}</p>
        {days && next && (
          <p>
            {`Sits ${days.length === 7 ? 'every day' : `on ${describeDays(days)}`}; next ${next.text}. `}
            <button type="button" onClick={() => onChooseDate(next.value)}>
              Choose {next.text}
            </button>
          </p>
        )}
      </div>
    </section>
  );
}
