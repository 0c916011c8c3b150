'use client';

import type { ReactNode, Ref } from 'react';
import type { Messages } from '@/domain/messages';
import { callBackBy, type DeskHours } from '@/domain/callBack';
import { complaintReplyBy } from '@/domain/complaintReply';
import { PAKISTAN_TIME_ZONE } from '@/domain/pakistanClock';
import { telHref } from '@/domain/phoneLinks';
import { URDU_WEEKDAYS } from '@/domain/urduTimings';
import { WEEKDAY_NAMES } from '@/domain/weekdays';
import { whatsappHref } from '@/domain/whatsapp';
import { fillText } from '@/components/i18n/fillText';
import { ExternalAnchor } from '@/components/ui/ExternalAnchor';
import { PhoneNumber } from '@/components/ui/PhoneNumber';
import { spokenClock } from './clinicHours';
import type { RequestFormKind, RequestFormValues } from './requestFields';

/** What the summary tells of the branch a request went to: whom to call, and when it calls. */
export interface SummaryBranch {
  phone: string;
  whatsapp: string | null;
  /** When its appointment desk works; null where the registry does not say. */
  desk: DeskHours | null;
  /** Its complaint cell focal person's phone; null where the branch has none. */
  cellPhone: string | null;
}

/** A request the e-mail service took, as the patient is shown it. */
export interface SentRequest {
  kind: RequestFormKind;
  reference: string;
  values: RequestFormValues;
  /** The branch's name as the form's option showed it (the page's language). */
  branch: string;
  /** The chosen consultant's name, as the content service writes it. */
  doctor: string | null;
  /** When the e-mail service took it, by the phone's clock. */
  sentAt: Date;
  /** The branch it went to, as the registry has it; null for a value no option had. */
  to: SummaryBranch | null;
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

/** A time input's value ("16:30") as the patient is told it. */
function spokenTime(time: string, urdu: boolean): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return spokenClock({ hour, minute }, urdu);
}

type Text = Messages['forms']['sent'];

/** By when the branch calls, from its desk's hours (`callBackBy`), in the page's language. */
function callBackLine(sentAt: Date, desk: DeskHours, text: Text, urdu: boolean): string {
  const call = callBackBy(sentAt, desk);
  const time = spokenClock(call.by, urdu);
  if (call.day === 'today') return fillText(text.callToday, { time });
  if (call.day === 'tomorrow') return fillText(text.callTomorrow, { time });
  const day = (urdu ? URDU_WEEKDAYS : WEEKDAY_NAMES)[call.weekday];
  return fillText(text.callOn, { time, day });
}

/** By which day the complaint cell answers (`complaintReplyBy`), in the page's language. */
function replyLine(sentAt: Date, text: Text, urdu: boolean): string {
  return fillText(text.replyBy, { day: spokenDate(complaintReplyBy(sentAt).date, urdu) });
}

/**
 * A copy by e-mail, written in the patient's own mail app and addressed to the address they gave
 * (none: they choose): nothing of the complaint passes through this site to make it.
 */
function mailCopyHref(to: string, subject: string, body: string): string {
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(to).replace('%40', '@')}?${query}`;
}

/**
 * What the patient sent, after sending: the reference to quote on the phone first, then each
 * value, and the way to start another request. It takes focus when it appears, and is named by
 * its heading and the reference, so a screen reader reads out both. An appointment's summary also
 * says by when the branch will call, and offers a copy to keep (issue 40): a WhatsApp message to
 * the branch that stays in the patient's chat, and the phone's print dialog, whose "Save as PDF"
 * makes a file on the phone without a connection. Printed, it is the summary alone (globals.css).
 * A complaint's says by which day the complaint cell answers, and offers the print dialog and an
 * e-mail copy from the patient's own mail app (issue 54); the cell has no WhatsApp.
 */
export function RequestSummary({
  request,
  onStartNew,
  text,
  quote,
  fullStop,
  urdu,
  ref,
}: {
  request: SentRequest;
  onStartNew: () => void;
  /** The summary's texts, in the page's language. */
  text: Text;
  /** Who will call about the request: the branch, or the complaint cell. */
  quote: string;
  /** What ends a sentence after a phone number, in the page's language. */
  fullStop: string;
  urdu: boolean;
  ref: Ref<HTMLElement>;
}) {
  const t = (key: keyof typeof text) => text[key];
  const { values, to } = request;
  const latin = (text: string) => (urdu ? <bdi lang="en">{text}</bdi> : text);
  const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
  // Each line as shown, and as the WhatsApp copy writes it.
  const rows: [string, string | null, ReactNode?][] = [
    [t('name'), values.user_name],
    [t('phone'), values.user_num || null, values.user_num && ltr(values.user_num)],
    [t('email'), values.user_email || null, values.user_email && ltr(values.user_email)],
    [t('branch'), request.branch],
    [t('doctor'), request.doctor, request.doctor && latin(request.doctor)],
    [t('date'), spokenDate(values.date, urdu)],
    [t('time'), values.time ? spokenTime(values.time, urdu) : null],
    [t('details'), values.appointment_description || null],
  ];
  const appointment = request.kind === 'appointment' && to;
  // A complaint's summary says by when the complaint cell answers, and offers a copy (issue 54).
  const complaint = request.kind === 'complaint';
  const reply = complaint ? replyLine(request.sentAt, text, urdu) : null;
  const cellPhone = to?.cellPhone ?? null;
  const copy = [
    fillText(complaint ? t('complaintIntro') : t('whatsappIntro'), { branch: request.branch }),
    `${t('reference')}: ${request.reference}`,
    ...rows.flatMap(([label, value]) => (value ? [`${label}: ${value}`] : [])),
    ...(reply ? [reply] : []),
  ].join('\n');
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
      {appointment && to.desk && (
        <div className="request-call-back">
          <p>{callBackLine(request.sentAt, to.desk, text, urdu)}</p>
          <p className="mt-1 text-slate-700">{t('callRule')}</p>
          <p className="mt-1 text-slate-700">
            {fillText(t('noCall'), { branch: request.branch })}{' '}
            <a href={telHref(to.phone)} className="font-semibold text-brand-800 underline">
              <PhoneNumber number={to.phone} />
            </a>
            {fullStop}
          </p>
        </div>
      )}
      {reply && (
        <div className="request-call-back">
          <p>{reply}</p>
          <p className="mt-1 text-slate-700">{t('replyRule')}</p>
          {to && (
            // The branch's complaint cell focal person; a branch without one is called itself.
            <p className="mt-1 text-slate-700">
              {cellPhone ? t('noReply') : fillText(t('noReplyBranch'), { branch: request.branch })}{' '}
              <a
                href={telHref(cellPhone ?? to.phone)}
                className="font-semibold text-brand-800 underline"
              >
                <PhoneNumber number={cellPhone ?? to.phone} />
              </a>
              {fullStop}
            </p>
          )}
        </div>
      )}
      <p className="mt-2">{quote}</p>
      <dl>
        {rows.map(([label, value, shown]) =>
          value ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{shown ?? value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {(appointment || complaint) && (
        <div className="request-keep print:hidden">
          <h3 className="font-semibold text-slate-900">{t('keepHeading')}</h3>
          {appointment && to.whatsapp && (
            <p>
              <ExternalAnchor
                href={whatsappHref(to.whatsapp, copy)}
                newTab={t('opensNewTab')}
                className="request-keep-action"
              >
                {fillText(t('whatsapp'), { branch: request.branch })}
              </ExternalAnchor>
              <span className="mt-1 block text-sm text-slate-700">{t('whatsappNote')}</span>
            </p>
          )}
          {complaint && (
            <p>
              <a
                href={mailCopyHref(
                  values.user_email ?? '',
                  fillText(t('emailSubject'), { reference: request.reference }),
                  copy,
                )}
                className="request-keep-action"
              >
                {t('emailCopy')}
              </a>
              <span className="mt-1 block text-sm text-slate-700">{t('emailCopyNote')}</span>
            </p>
          )}
          <p>
            <button type="button" onClick={() => window.print()} className="request-keep-action">
              {t('save')}
            </button>
            <span className="mt-1 block text-sm text-slate-700">{t('saveNote')}</span>
          </p>
        </div>
      )}
      <button type="button" onClick={onStartNew} className="print:hidden">
        {t('startNew')}
      </button>
    </section>
  );
}
