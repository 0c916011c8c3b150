'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { describedBy, Field, INPUT_CLASS } from '@/components/forms/Field';
import { primaryButton } from '@/components/ui/buttons';
import { paymentCustomerRules, type PaymentCustomer } from '@/domain/payment';
import { useMessages, useTranslations } from 'next-intl';

/** The form's fields, in the order the page shows them and the summary lists them. */
const FIELDS = ['name', 'mobile', 'email', 'address'] as const;

/**
 * The customer's details and Proceed to Payment (spec 001 §2), in the site's form pattern
 * (components/forms): errors shown on submit, summarised above the form with a link to each
 * field, nothing typed ever cleared. The e-mail is optional (issue 40). Loaded when the patient
 * checks out, with the form library and its rules, not with the pharmacy's pages (issue 22).
 */
export default function PaymentForm({
  onOrder,
  paying,
}: {
  /** Creates the order and sends the browser on; its failures are the panel's to show. */
  onOrder: (customer: PaymentCustomer) => Promise<void>;
  paying: boolean;
}) {
  // The form's rules take its texts as they are: none has a value in it.
  const rules = useMessages().payment.form;
  const panel = useTranslations('payment.panel');
  const cart = useTranslations('cart');
  const fields = useTranslations('forms.fields');
  const errorPrefix = fields('errorPrefix');
  const { register, handleSubmit, formState, setFocus } = useForm<PaymentCustomer>({
    resolver: zodResolver(paymentCustomerRules(rules)),
    defaultValues: { name: '', mobile: '', email: '', address: '' },
    // Focus goes to the summary, which lists every error and links to each field.
    shouldFocusError: false,
  });
  const { errors, submitCount } = formState;
  const summaryRef = useRef<HTMLDivElement>(null);
  const summary = FIELDS.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ field: `payment-${field}`, message }] : [];
  });
  const hasErrors = summary.length > 0;

  useEffect(() => {
    if (submitCount > 0 && hasErrors) summaryRef.current?.focus();
  }, [submitCount, hasErrors]);
  /** What every control gets: its id, its wiring to its error, and its registration. */
  const control = (field: keyof PaymentCustomer) => ({
    id: `payment-${field}`,
    'aria-describedby': describedBy(
      `payment-${field}`,
      field === 'email' ? cart('emailHint') : undefined,
      errors[field]?.message,
    ),
    'aria-invalid': Boolean(errors[field]),
    className: INPUT_CLASS,
    ...register(field),
  });
  return (
    <form
      onSubmit={(event) => void handleSubmit(onOrder)(event)}
      noValidate
      aria-labelledby="payment-heading"
      className="mt-6 max-w-xl space-y-5 rounded-lg border border-slate-200 p-5"
    >
      <h2 id="payment-heading" className="heading-3 text-brand-900">
        {panel('yourDetails')}
      </h2>
      {hasErrors && (
        <ErrorSummary
          title={fields('problem')}
          ref={summaryRef}
          errors={summary}
          onSelect={(id) => setFocus(id.replace('payment-', '') as keyof PaymentCustomer)}
        />
      )}
      <Field
        id="payment-name"
        label={panel('fullName')}
        error={errors.name?.message}
        errorPrefix={errorPrefix}
      >
        <input autoComplete="name" {...control('name')} />
      </Field>
      <Field
        id="payment-mobile"
        label={panel('mobile')}
        error={errors.mobile?.message}
        errorPrefix={errorPrefix}
      >
        <input
          type="tel"
          autoComplete="tel"
          placeholder="0300-1234567"
          dir="ltr"
          {...control('mobile')}
          className={`${INPUT_CLASS} rtl:text-right`}
        />
      </Field>
      <Field
        id="payment-email"
        label={cart('emailOptional')}
        hint={cart('emailHint')}
        error={errors.email?.message}
        errorPrefix={errorPrefix}
      >
        <input
          type="email"
          autoComplete="email"
          spellCheck={false}
          dir="ltr"
          {...control('email')}
          className={`${INPUT_CLASS} rtl:text-right`}
        />
      </Field>
      <Field
        id="payment-address"
        label={panel('address')}
        error={errors.address?.message}
        errorPrefix={errorPrefix}
      >
        <textarea rows={3} autoComplete="street-address" {...control('address')} />
      </Field>
      <button
        type="submit"
        className={`${primaryButton} disabled:opacity-60`}
        disabled={formState.isSubmitting || paying}
      >
        {formState.isSubmitting ? panel('wait') : panel('proceed')}
      </button>
    </form>
  );
}
