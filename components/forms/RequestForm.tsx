'use client';

import { ScriptsOnArrival } from '@/components/ui/ScriptsOnArrival';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { primaryButton } from '@/components/ui/buttons';
import { useBrowserValue, useHydrated } from '@/components/ui/useHydrated';
import type { RequestFormPageQuery } from '@/graphql/__generated__/operations';
import type { missingValues } from '@/components/consultants/missingValues';
import { fillText } from '@/components/i18n/fillText';
import type { Messages } from '@/domain/messages';
import type { DeskHours } from '@/domain/callBack';
import { outpatientMismatch, seesPatientsAt, visitTimesOn } from '@/domain/outpatientHours';
import { weekdayOfDate } from '@/domain/weekdays';
import { choiceOfLink } from './appointmentLink';
import type { ClinicOffer } from './clinicHours';
import { useChosenDoctor } from './chosenDoctorLink';
import { ErrorSummary } from './ErrorSummary';
import { describedBy, Field, INPUT_CLASS } from './Field';
import { SendOutcome, type Outcome } from './SendOutcome';
import {
  REQUEST_FORM_FIELDS,
  todayInPakistan,
  type RequestFormField,
  type RequestFormKind,
  type RequestFormValues,
} from './requestFields';
import type { FieldErrors } from './requestFormEngine';

/**
 * A branch the form offers, with what the summary tells of it after sending (issue 40): its
 * WhatsApp number and its appointment desk's hours, from the registry (RequestFormPage).
 */
export type BranchOption = RequestFormPageQuery['requestFormOptions'][number] & {
  whatsapp: string | null;
  desk: DeskHours | null;
  /** The branch's complaint cell focal person's phone (content/complaintCell.ts), or null. */
  cellPhone: string | null;
  /** On the appointment form, when the branch's clinics see patients (issue 54); else null. */
  clinics: ClinicOffer | null;
};

/** The branch, day and time a visit is asked for, as the form holds them. */
interface Visit {
  branch: string;
  date: string;
  time: string;
}

const VISIT_FIELDS: ReadonlySet<string> = new Set(['appointment_for', 'date', 'time']);

/** The phone's clock to the minute: the times offered today are those still ahead of it. */
const currentMinute = () => Math.floor(Date.now() / 60_000);

/**
 * What the time field offers a visit with no doctor (issue 54): the times the chosen branch's
 * clinics see patients on the day chosen, today only those still ahead; with no branch chosen,
 * any branch's. A time already chosen stays among them, so a change of day or branch clears
 * nothing the patient chose: the rule then says what is wrong with it.
 */
function offeredTimes(offers: ClinicOffer[], visit: Visit, now: Date | null) {
  const labels = new Map<string, string>();
  for (const offer of offers) {
    const label = new Map(offer.times.map(({ value, label }) => [value, label]));
    for (const time of visitTimesOn(offer.hours, visit.date, now ?? undefined)) {
      labels.set(time, label.get(time) ?? time);
    }
  }
  if (visit.time && !labels.has(visit.time)) {
    const known = offers.flatMap(({ times }) => times).find(({ value }) => value === visit.time);
    labels.set(visit.time, known?.label ?? visit.time);
  }
  return [...labels]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([value, label]) => ({ value, label }));
}

/**
 * Why the clinics cannot see the patient at the time in question, in the page's words: the day
 * chosen is their day off, or the time chosen is outside their hours, or else, once a branch or a
 * day is chosen, it is now (at night, or on their day off); null when they can. With no branch chosen, only what holds for every
 * branch.
 */
function closedReason(
  offers: ClinicOffer[],
  visit: Visit,
  now: Date | null,
  text: Messages['forms']['clinics'],
  dayNames: readonly string[],
): string | null {
  if (offers.length === 0) return null;
  const every = (closed: (offer: ClinicOffer) => boolean) => offers.every(closed);
  if (/^\d{4}-\d{2}-\d{2}$/.test(visit.date)) {
    const mismatch = (offer: ClinicOffer) =>
      outpatientMismatch(offer.hours, visit.date, visit.time);
    if (every((offer) => mismatch(offer) === 'closedDay')) {
      return fillText(text.closedDay, { day: dayNames[weekdayOfDate(visit.date)] ?? '' });
    }
    if (every((offer) => mismatch(offer) === 'outOfHours')) {
      const label = offers[0]!.times.find(({ value }) => value === visit.time)?.label;
      return fillText(text.closedTime, { time: label ?? visit.time });
    }
  }
  // Said once the patient has chosen a branch or a day, never on arrival: said as the page
  // hydrates, the box would push every field below it from under a tap
  // (tests/e2e/every-page-kind.spec.ts).
  const chosen = visit.branch !== '' || visit.date !== '';
  return chosen && now && every((offer) => !seesPatientsAt(offer.hours, now))
    ? text.closedNow
    : null;
}

/** After this long without an answer the patient is told the request is still on its way. */
const SLOW_AFTER_MS = 8000;

type Engine = typeof import('./requestFormEngine');

let engineLoad: Promise<Engine> | null = null;

/**
 * The form's rules, the e-mail library and the summary, fetched once, on the patient's first
 * touch of the form (issue 33): the page arrives with the form's markup and this file only. A
 * load the network lost is tried again on the next touch.
 */
function loadEngine(): Promise<Engine> {
  engineLoad ??= import('./requestFormEngine').catch((error: unknown) => {
    engineLoad = null;
    throw error;
  });
  return engineLoad;
}

// Only a booking link that names a consultant shows them, so their card's code comes with it.
const ChosenDoctor = lazy(() =>
  import('./ChosenDoctor').then((module) => ({ default: module.ChosenDoctor })),
);

/**
 * The appointment or complaint form. Errors show on submit, are summarised at the top and never
 * clear what was typed; a failed send keeps every value and offers the chosen branch's phone; one
 * request is in flight at a time. A sent request is summarised with its reference in place of the
 * form, whose values stay until the patient starts a new request.
 *
 * The fields are the page's own (uncontrolled), so what is typed before any script runs, or
 * before the rules arrive, stays where it was typed; a submit pressed before the rules arrive is
 * checked once they have. After a submit, a field is checked again as it changes.
 */
export function RequestForm({
  kind,
  options,
  text,
  missing,
  urdu,
  careNow,
  dayNames,
}: {
  kind: RequestFormKind;
  options: BranchOption[];
  /**
   * The forms' texts in the page's language, given whole by the server: next-intl's client
   * (its ICU formatter) would more than double what the form sends on arrival (issue 33).
   */
  text: Messages['forms'];
  /** What stands for a value a chosen consultant's record lacks. */
  missing: ReturnType<typeof missingValues>;
  urdu: boolean;
  /**
   * The appointment form's word for care now, rendered by the server (it holds tap-to-call
   * links in the page's language), by the value of the branch chosen, '' for none.
   */
  careNow?: Readonly<Record<string, ReactNode>>;
  /** The names of the days, Sunday first, in the page's language. */
  dayNames: readonly string[];
}) {
  const own = text[kind];
  // The form's rules take its texts as they are: none has a value in it.
  const rules = text.request;
  const errorPrefix = text.fields.errorPrefix;
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [engine, setEngine] = useState<Engine | null>(null);
  const today = useBrowserValue(todayInPakistan);
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLElement>(null);
  // One reference per request, kept through failed attempts: a send that timed out may still have
  // reached the branch, and a retry then carries the same reference.
  const reference = useRef<string | null>(null);
  const startedNew = useRef(false);
  const doctor = useChosenDoctor(kind === 'appointment');
  const [visit, setVisit] = useState<Visit>({ branch: '', date: '', time: '' });
  const minute = useBrowserValue(currentMinute);
  const now = minute === undefined ? null : new Date(minute * 60_000);
  // A visit with no doctor is held to the clinics' hours; a chosen doctor's own hours rule theirs.
  const general = kind === 'appointment' && !doctor;
  const chosenOption = options.find(({ value }) => value === visit.branch);
  const offers = (chosenOption ? [chosenOption] : options).flatMap(({ clinics }) =>
    clinics ? [clinics] : [],
  );
  const hoursTexts = new Set(offers.map(({ text: hours }) => hours));
  const hoursHint = !general
    ? undefined
    : chosenOption?.clinics
      ? fillText(text.clinics.hours, {
          branch: chosenOption.label,
          hours: chosenOption.clinics.text,
        })
      : hoursTexts.size === 1
        ? fillText(text.clinics.hoursAll, { hours: [...hoursTexts][0]! })
        : undefined;
  const closed = general ? closedReason(offers, visit, now, text.clinics, dayNames) : null;
  /** Hints under the labels, where a field needs one. */
  const HINTS: Partial<Record<RequestFormField, string>> = {
    user_num: own.phoneHint,
    time: hoursHint,
  };

  const wake = useCallback(
    () =>
      loadEngine().then((loaded) => {
        setEngine(loaded);
        return loaded;
      }),
    [],
  );
  const touched = () => {
    if (!engine) wake().catch(() => undefined);
  };

  /** The form's controls as the page holds them now. */
  const field = (name: RequestFormField) =>
    formRef.current?.elements.namedItem(name) as
      HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;

  // Checked against the clock as it is when the patient presses the button, and against the
  // consultant once the link's lookup has answered.
  const check = (loaded: Engine) => {
    const values: Record<string, string> = {};
    for (const name of REQUEST_FORM_FIELDS) {
      const control = field(name);
      if (control) values[name] = control.value;
    }
    return loaded.checkRequest(kind, values, {
      now: new Date(),
      branchValues: options.map((option) => option.value),
      clinicHours: Object.fromEntries(
        options.flatMap(({ value, clinics }) => (clinics ? [[value, clinics.hours]] : [])),
      ),
      doctor,
      text: rules,
    });
  };

  /** After a submit, a field changed is checked again; only its own message changes. */
  const recheck = (name: string) => {
    if (submitCount === 0 || !engine) return;
    const checked = check(engine);
    const message = checked.ok ? undefined : checked.errors[name as RequestFormField];
    setErrors(({ [name as RequestFormField]: _, ...others }) =>
      message ? { ...others, [name]: message } : others,
    );
  };

  const summary = REQUEST_FORM_FIELDS.flatMap((name) => {
    const message = errors[name];
    return message ? [{ field: name, message }] : [];
  });
  const hasErrors = summary.length > 0;

  /** The branch, day and time as the page holds them, which the times offered follow. */
  const syncVisit = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const value = (name: RequestFormField) =>
      (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';
    const next = { branch: value('appointment_for'), date: value('date'), time: value('time') };
    setVisit((current) =>
      current.branch === next.branch && current.date === next.date && current.time === next.time
        ? current
        : next,
    );
  }, []);

  /** What the booking link chose: its branch, and the consultant named in the description. */
  const fillFromLink = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const choice = choiceOfLink(window.location.search);
    const option = options.find(({ branch }) => branch.id === choice.branch);
    const branch = form.elements.namedItem('appointment_for') as HTMLSelectElement;
    if (option && !branch.value) branch.value = option.value;
    const description = form.elements.namedItem('appointment_description') as HTMLTextAreaElement;
    if (choice.consultant && !description.value) {
      description.value = fillText(text.chosen.prefill, { name: choice.consultant });
    }
    // Also what was typed before the page's script ran.
    syncVisit();
  }, [options, text, syncVisit]);

  useEffect(fillFromLink, [fillFromLink]);

  useEffect(() => {
    if (submitCount > 0 && hasErrors) summaryRef.current?.focus();
  }, [submitCount, hasErrors]);

  useEffect(() => {
    const prefix = `${errorPrefix} `;
    const title = document.title.replace(prefix, '');
    document.title = hasErrors ? `${prefix}${title}` : title;
  }, [hasErrors, errorPrefix]);

  useEffect(() => {
    if (outcome.state === 'sent') {
      // Focus has the summary read out; the page shows it from the line above it, the reference
      // first, where focus alone would scroll a summary taller than the screen to its end.
      sentRef.current?.focus({ preventScroll: true });
      outcomeRef.current?.scrollIntoView({ block: 'start' });
    }
    if (outcome.state === 'failed') outcomeRef.current?.focus();
    if (outcome.state === 'idle' && startedNew.current) {
      startedNew.current = false;
      (formRef.current?.elements.namedItem('user_name') as HTMLInputElement | null)?.focus();
    }
  }, [outcome.state]);

  function startNew() {
    formRef.current?.reset();
    setErrors({});
    setSubmitCount(0);
    reference.current = null;
    fillFromLink();
    startedNew.current = true;
    setOutcome({ state: 'idle' });
  }

  /** The chosen branch, whose phone is the other way to reach it when sending fails. */
  const branchToCall = () =>
    options.find((option) => option.value === field('appointment_for')?.value)?.branch;

  async function send(loaded: Engine, values: RequestFormValues) {
    if (sending.current) return;
    sending.current = true;
    setOutcome({ state: 'sending', slow: false });
    const slow = setTimeout(() => setOutcome({ state: 'sending', slow: true }), SLOW_AFTER_MS);
    reference.current ??= loaded.newRequestReference();
    const chosen = kind === 'appointment' ? doctor : null;
    try {
      await loaded.sendRequest(kind, values, { reference: reference.current, doctor: chosen });
      const option = options.find(({ value }) => value === values.appointment_for);
      setOutcome({
        state: 'sent',
        request: {
          kind,
          reference: reference.current,
          values,
          branch: option?.label ?? '',
          doctor: chosen?.name ?? null,
          sentAt: new Date(),
          to: option
            ? {
                phone: option.branch.phone,
                whatsapp: option.whatsapp,
                desk: option.desk,
                cellPhone: option.cellPhone,
              }
            : null,
        },
      });
    } catch (error) {
      // The service's status and text only: the request itself holds a patient's details.
      const reason = error instanceof Error ? error.message : JSON.stringify(error);
      console.warn(`The e-mail service did not take the ${kind}: ${reason}`);
      setOutcome({ state: 'failed', call: branchToCall() });
    } finally {
      clearTimeout(slow);
      sending.current = false;
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let loaded: Engine;
    try {
      loaded = await wake();
    } catch {
      // The rules could not be fetched: the request cannot be checked or sent from here.
      setOutcome({ state: 'failed', call: branchToCall() });
      return;
    }
    const checked = check(loaded);
    setSubmitCount((count) => count + 1);
    setErrors(checked.ok ? {} : checked.errors);
    // A second press while sending is refused by send() itself.
    if (checked.ok) await send(loaded, checked.values);
  }

  const isSending = outcome.state === 'sending';
  const sent = outcome.state === 'sent' ? outcome.request : null;
  const error = (name: RequestFormField) => errors[name];
  /** What every control gets: its name and id, and its wiring to its hint and error. */
  const control = (name: RequestFormField) => ({
    id: name,
    name,
    'aria-describedby': describedBy(name, HINTS[name], error(name)),
    'aria-invalid': Boolean(error(name)),
    className: INPUT_CLASS,
  });

  return (
    <>
      <ScriptsOnArrival />
      {hasErrors && (
        <ErrorSummary
          title={text.fields.problem}
          ref={summaryRef}
          errors={summary}
          onSelect={(name) => field(name as RequestFormField)?.focus()}
        />
      )}
      <SendOutcome
        outcome={outcome}
        success={own.success}
        failure={own.failure}
        text={text}
        ref={outcomeRef}
      />
      {sent && engine && (
        <engine.RequestSummary
          request={sent}
          onStartNew={startNew}
          text={text.sent}
          quote={own.quote}
          fullStop={text.fields.fullStop}
          urdu={urdu}
          ref={sentRef}
        />
      )}
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={submit}
        onFocus={touched}
        onPointerDown={touched}
        onInput={touched}
        onChange={(event) => {
          const { name } = event.target as unknown as HTMLInputElement;
          recheck(name);
          if (VISIT_FIELDS.has(name)) syncVisit();
        }}
        data-form={kind}
        hidden={Boolean(sent)}
        className="max-w-xl space-y-6"
      >
        {kind === 'appointment' && doctor && (
          <Suspense fallback={null}>
            <ChosenDoctor
              doctor={doctor}
              text={text.chosen}
              missing={missing}
              urdu={urdu}
              branchName={(id) =>
                options.find(({ branch }) => branch.id === id)?.branch.displayName
              }
              onChooseDate={(date) => {
                const input = field('date');
                if (input) input.value = date;
                recheck('date');
                syncVisit();
              }}
            />
          </Suspense>
        )}
        <Field
          id="user_name"
          label={text.fields.name}
          error={error('user_name')}
          errorPrefix={errorPrefix}
        >
          <input type="text" autoComplete="name" {...control('user_name')} />
        </Field>
        <Field
          id="user_email"
          label={own.emailLabel}
          error={error('user_email')}
          errorPrefix={errorPrefix}
        >
          <input
            type="email"
            autoComplete="email"
            spellCheck={false}
            dir="ltr"
            {...control('user_email')}
            className={`${INPUT_CLASS} rtl:text-right`}
          />
        </Field>
        <Field
          id="user_num"
          label={own.phoneLabel}
          hint={HINTS.user_num}
          error={error('user_num')}
          errorPrefix={errorPrefix}
        >
          <input
            type="tel"
            autoComplete="tel"
            dir="ltr"
            {...control('user_num')}
            className={`${INPUT_CLASS} rtl:text-right`}
          />
        </Field>
        <Field
          id="appointment_for"
          label={text.fields.branch}
          error={error('appointment_for')}
          errorPrefix={errorPrefix}
        >
          <select defaultValue="" {...control('appointment_for')}>
            <option value="">{text.fields.selectBranch}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <div className="grid gap-6 sm:grid-cols-2">
          <Field id="date" label={own.dateLabel} error={error('date')} errorPrefix={errorPrefix}>
            <input
              type="date"
              min={kind === 'appointment' ? today : undefined}
              max={kind === 'complaint' ? today : undefined}
              {...control('date')}
            />
          </Field>
          {kind === 'appointment' && (
            <Field
              id="time"
              label={text.fields.time}
              hint={HINTS.time}
              error={error('time')}
              errorPrefix={errorPrefix}
            >
              {general ? (
                // Only the times the clinics see patients: a list, where a time input would
                // offer every minute of the night (issue 54).
                <select key="offered" defaultValue="" {...control('time')}>
                  <option value="">{text.fields.selectTime}</option>
                  {offeredTimes(offers, visit, now).map(({ value, label }) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              ) : (
                <input key="typed" type="time" defaultValue={visit.time} {...control('time')} />
              )}
            </Field>
          )}
        </div>
        {general && (
          // Always there, if empty (it takes no room): a live region must be, to be heard.
          <div className="space-y-4">
            <p aria-live="polite" className="font-semibold text-slate-900">
              {closed && `${closed} ${text.clinics.bookOpen}`}
            </p>
            {closed && (careNow?.[visit.branch] ?? careNow?.[''])}
          </div>
        )}
        <Field
          id="appointment_description"
          label={own.descriptionLabel}
          error={error('appointment_description')}
          errorPrefix={errorPrefix}
        >
          <textarea rows={5} {...control('appointment_description')} />
        </Field>
        <button
          type="submit"
          disabled={!hydrated}
          aria-disabled={isSending || undefined}
          className={`${primaryButton} disabled:opacity-60 aria-disabled:cursor-progress`}
        >
          {isSending ? text.sending : own.submit}
        </button>
      </form>
    </>
  );
}
