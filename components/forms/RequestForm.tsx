'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { primaryButton } from '@/components/ui/buttons';
import { useBrowserValue, useHydrated } from '@/components/ui/useHydrated';
import type { RequestFormPageQuery } from '@/graphql/__generated__/operations';
import type { missingValues } from '@/components/consultants/missingValues';
import { fillText } from '@/components/i18n/fillText';
import type { Messages } from '@/domain/messages';
import type { DeskHours } from '@/domain/callBack';
import { choiceOfLink } from './appointmentLink';
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
};

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
}) {
  const own = text[kind];
  // The form's rules take its texts as they are: none has a value in it.
  const rules = text.request;
  const errorPrefix = text.fields.errorPrefix;
  /** Hints under the labels, where a field needs one. */
  const HINTS: Partial<Record<RequestFormField, string>> = { user_num: own.phoneHint };
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
  }, [options, text]);

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
        onChange={(event) => recheck((event.target as unknown as HTMLInputElement).name)}
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
              error={error('time')}
              errorPrefix={errorPrefix}
            >
              <input type="time" {...control('time')} />
            </Field>
          )}
        </div>
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
