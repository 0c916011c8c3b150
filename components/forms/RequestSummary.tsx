'use client';

import type { ReactNode, Ref } from 'react';
import type { Messages } from '@/domain/messages';
import { PAKISTAN_TIME_ZONE } from '@/domain/pakistanClock';
import { urduClockTime } from '@/domain/urduTimings';
import type { RequestFormKind, RequestFormValues } from './requestFields';

/** A request the e-mail service took, as the patient is shown it. */
export interface SentRequest {
  kind: RequestFormKind;
  reference: string;
  values: RequestFormValues;
  /** The branch's name as the form's option showed it (the page's language). */
  branch: string;
  /** The chosen consultant's name, as the content service writes it. */
  doctor: string | null;
}

// The date input's day, named at noon in Pakistan so no zone can move it to another day.
const DAY_FORMAT = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: PAKISTAN_TIME_ZONE,
} as const;

function spokenDate(date: string, urdu: boolean): string {
  const noon = new Date(`${date}T12:00:00+05:00`);
  return new Intl.DateTimeFormat(urdu ? 'ur-PK' : 'en-GB', DAY_FORMAT).format(noon);
}

/** "4:30 pm"; in Urdu by the part of the day ("سہ پہر 4:30 بجے"), as the site tells times. */
function spokenTime(time: string, urdu: boolean): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  if (urdu) return urduClockTime({ hour, minute });
  const at = new Date(Date.UTC(2026, 0, 1, hour, minute));
  return new Intl.DateTimeFormat('en-GB', {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone: 'UTC',
  }).format(at);
}

/**
 * What the patient sent, after sending: the reference to quote on the phone first, then each
 * value, and the way to start another request. It takes focus when it appears, and is named by
 * its heading and the reference, so a screen reader reads out both.
 */
export function RequestSummary({
  request,
  onStartNew,
  text,
  quote,
  urdu,
  ref,
}: {
  request: SentRequest;
  onStartNew: () => void;
  /** The summary's texts, in the page's language. */
  text: Messages['forms']['sent'];
  /** Who will call about the request: the branch, or the complaint cell. */
  quote: string;
  urdu: boolean;
  ref: Ref<HTMLElement>;
}) {
  const t = (key: keyof typeof text) => text[key];
  const { values } = request;
  const latin = (text: string) => (urdu ? <bdi lang="en">{text}</bdi> : text);
  const rows: [string, ReactNode][] = [
    [t('name'), values.user_name],
    [t('phone'), values.user_num ? <bdi dir="ltr">{values.user_num}</bdi> : null],
    [t('email'), values.user_email ? <bdi dir="ltr">{values.user_email}</bdi> : null],
    [t('branch'), request.branch],
    [t('doctor'), request.doctor && latin(request.doctor)],
    [t('date'), spokenDate(values.date, urdu)],
    [t('time'), values.time ? spokenTime(values.time, urdu) : null],
    [t('details'), values.appointment_description || null],
  ];
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="request-summary-title request-reference"
      className="request-summary"
    >
      <h2 id="request-summary-title" className="heading-3 text-brand-900">
        {t('heading')}
      </h2>
      <p id="request-reference" className="request-reference">
        {t('reference')}{' '}
        <strong dir="ltr" lang="en">
          {request.reference}
        </strong>
      </p>
      <p className="mt-2">{quote}</p>
      <dl>
        {rows.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <button type="button" onClick={onStartNew}>
        {t('startNew')}
      </button>
    </section>
  );
}
