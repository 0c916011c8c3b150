'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { primaryButton } from '@/components/ui/buttons';
import { useBrowserValue, useHydrated } from '@/components/ui/useHydrated';
import { useMessages, useTranslations } from 'next-intl';
import type { RequestFormPageQuery } from '@/graphql/__generated__/operations';
import { choiceOfLink } from './appointmentLink';
import { ChosenDoctor, useChosenDoctor } from './ChosenDoctor';
import { sendTemplate } from './emailService';
import { ErrorSummary } from './ErrorSummary';
import { describedBy, Field, INPUT_CLASS } from './Field';
import { RequestSummary } from './RequestSummary';
import { SendOutcome, type Outcome } from './SendOutcome';
import { newRequestReference } from '@/domain/requestReference';
import {
  REQUEST_FORM_FIELDS,
  requestFormSchema,
  todayInPakistan,
  toTemplateParams,
  type RequestFormField,
  type RequestFormKind,
  type RequestFormValues,
} from './requestForm';

export type BranchOption = RequestFormPageQuery['requestFormOptions'][number];

/** After this long without an answer the patient is told the request is still on its way. */
const SLOW_AFTER_MS = 8000;

/**
 * The appointment or complaint form. Errors show on submit, are summarised at the top and never
 * clear what was typed; a failed send keeps every value and offers the chosen branch's phone; one
 * request is in flight at a time. A sent request is summarised with its reference in place of the
 * form, whose values stay until the patient starts a new request.
 */
export function RequestForm({ kind, options }: { kind: RequestFormKind; options: BranchOption[] }) {
  const t = useTranslations('forms');
  // The form's rules take its texts as they are: none has a value in it.
  const rules = useMessages().forms.request;
  const errorPrefix = t('fields.errorPrefix');
  /** Hints under the labels, where a field needs one. */
  const HINTS: Partial<Record<RequestFormField, string>> = { user_num: t(`${kind}.phoneHint`) };
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const today = useBrowserValue(todayInPakistan);
  const sending = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLElement>(null);
  // One reference per request, kept through failed attempts: a send that timed out may still have
  // reached the branch, and a retry then carries the same reference.
  const reference = useRef<string | null>(null);
  const startedNew = useRef(false);
  const doctor = useChosenDoctor(kind === 'appointment');

  // Built per validation, so the date and time are compared with the clock as it is when the
  // patient presses the button, and with the consultant once the link's lookup has answered.
  const resolver: Resolver<RequestFormValues> = (values, context, resolverOptions) => {
    const schema = requestFormSchema(kind, {
      now: new Date(),
      branchValues: options.map((option) => option.value),
      doctor,
      text: rules,
    });
    // The schema reads whatever the page holds; what it gives back is the form's values.
    const read = zodResolver(schema) as unknown as Resolver<RequestFormValues>;
    return read(values, context, resolverOptions);
  };

  // No default values: fields take what is in the page, so text typed before the script arrived
  // is kept.
  const { register, handleSubmit, formState, reset, setFocus, getValues, setValue } =
    useForm<RequestFormValues>({ resolver, shouldFocusError: false });
  const { errors, submitCount } = formState;

  const summary = REQUEST_FORM_FIELDS.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ field, message }] : [];
  });
  const hasErrors = summary.length > 0;

  /** What the booking link chose: its branch, and the consultant named in the description. */
  const fillFromLink = useCallback(() => {
    const choice = choiceOfLink(window.location.search);
    const option = options.find(({ branch }) => branch.id === choice.branch);
    if (option && !getValues('appointment_for')) setValue('appointment_for', option.value);
    if (choice.consultant && !getValues('appointment_description')) {
      setValue('appointment_description', t('chosen.prefill', { name: choice.consultant }));
    }
  }, [options, getValues, setValue, t]);

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
      setFocus('user_name');
    }
  }, [outcome.state, setFocus]);

  function startNew() {
    reset();
    reference.current = null;
    fillFromLink();
    startedNew.current = true;
    setOutcome({ state: 'idle' });
  }

  async function send(values: RequestFormValues) {
    if (sending.current) return;
    sending.current = true;
    setOutcome({ state: 'sending', slow: false });
    const slow = setTimeout(() => setOutcome({ state: 'sending', slow: true }), SLOW_AFTER_MS);
    reference.current ??= newRequestReference();
    const chosen = kind === 'appointment' ? doctor : null;
    try {
      await sendTemplate(
        kind,
        toTemplateParams(kind, values, { reference: reference.current, doctor: chosen }),
      );
      setOutcome({
        state: 'sent',
        request: {
          kind,
          reference: reference.current,
          values,
          branch: options.find((option) => option.value === values.appointment_for)?.label ?? '',
          doctor: chosen?.name ?? null,
        },
      });
    } catch (error) {
      // The service's status and text only: the request itself holds a patient's details.
      const reason = error instanceof Error ? error.message : JSON.stringify(error);
      console.warn(`The e-mail service did not take the ${kind}: ${reason}`);
      const branch = options.find((option) => option.value === values.appointment_for);
      setOutcome({ state: 'failed', call: branch?.branch });
    } finally {
      clearTimeout(slow);
      sending.current = false;
    }
  }

  // Validation is asynchronous, so send() itself refuses a second request while one is in flight.
  const submit = (event: FormEvent<HTMLFormElement>) => handleSubmit(send)(event);

  const isSending = outcome.state === 'sending';
  const sent = outcome.state === 'sent' ? outcome.request : null;
  const error = (field: RequestFormField) => errors[field]?.message;
  /** What every control gets: its id, its wiring to its hint and error, and its registration. */
  const control = (field: RequestFormField) => ({
    id: field,
    'aria-describedby': describedBy(field, HINTS[field], error(field)),
    'aria-invalid': Boolean(error(field)),
    className: INPUT_CLASS,
    ...register(field),
  });

  return (
    <>
      {hasErrors && (
        <ErrorSummary
          ref={summaryRef}
          errors={summary}
          onSelect={(field) => setFocus(field as RequestFormField)}
        />
      )}
      <SendOutcome
        outcome={outcome}
        success={t(`${kind}.success`)}
        failure={t(`${kind}.failure`)}
        ref={outcomeRef}
      />
      {sent && <RequestSummary request={sent} onStartNew={startNew} ref={sentRef} />}
      <form
        method="post"
        noValidate
        onSubmit={submit}
        data-form={kind}
        hidden={Boolean(sent)}
        className="max-w-xl space-y-6"
      >
        {kind === 'appointment' && (
          <ChosenDoctor
            doctor={doctor}
            branchName={(id) => options.find(({ branch }) => branch.id === id)?.branch.displayName}
            onChooseDate={(date) => setValue('date', date, { shouldValidate: submitCount > 0 })}
          />
        )}
        <Field id="user_name" label={t('fields.name')} error={error('user_name')}>
          <input type="text" autoComplete="name" {...control('user_name')} />
        </Field>
        <Field id="user_email" label={t(`${kind}.emailLabel`)} error={error('user_email')}>
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
          label={t(`${kind}.phoneLabel`)}
          hint={HINTS.user_num}
          error={error('user_num')}
        >
          <input
            type="tel"
            autoComplete="tel"
            dir="ltr"
            {...control('user_num')}
            className={`${INPUT_CLASS} rtl:text-right`}
          />
        </Field>
        <Field id="appointment_for" label={t('fields.branch')} error={error('appointment_for')}>
          <select defaultValue="" {...control('appointment_for')}>
            <option value="">{t('fields.selectBranch')}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <div className="grid gap-6 sm:grid-cols-2">
          <Field id="date" label={t(`${kind}.dateLabel`)} error={error('date')}>
            <input
              type="date"
              min={kind === 'appointment' ? today : undefined}
              max={kind === 'complaint' ? today : undefined}
              {...control('date')}
            />
          </Field>
          {kind === 'appointment' && (
            <Field id="time" label={t('fields.time')} error={error('time')}>
              <input type="time" {...control('time')} />
            </Field>
          )}
        </div>
        <Field
          id="appointment_description"
          label={t(`${kind}.descriptionLabel`)}
          error={error('appointment_description')}
        >
          <textarea rows={5} {...control('appointment_description')} />
        </Field>
        <button
          type="submit"
          disabled={!hydrated}
          aria-disabled={isSending || undefined}
          className={`${primaryButton} disabled:opacity-60 aria-disabled:cursor-progress`}
        >
          {isSending ? t('sending') : t(`${kind}.submit`)}
        </button>
      </form>
    </>
  );
}
