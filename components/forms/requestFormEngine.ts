/**
 * The part of the appointment and complaint forms that waits for the patient's first touch of
 * the form (issue 33): the rules (zod), the e-mail library, the reference and the summary shown
 * after sending. `RequestForm.tsx` imports it with `import()`; nothing else may import it
 * statically, or it would be sent with the page again.
 */
import { sendTemplate } from './emailService';
import type { ChosenConsultant } from './requestFormRules';
import { requestFormSchema, toTemplateParams } from './requestFormRules';
import type { RequestFormField, RequestFormKind, RequestFormValues } from './requestFields';

export { newRequestReference } from '@/domain/requestReference';
export { RequestSummary } from './RequestSummary';

/** Each field's first problem, as the form shows it. */
export type FieldErrors = Partial<Record<RequestFormField, string>>;

export type CheckedRequest =
  { ok: true; values: RequestFormValues } | { ok: false; errors: FieldErrors };

/**
 * The form's values checked against its rules (`requestFormSchema`): the values as the schema
 * gives them (trimmed), or the first message of each field that breaks one.
 */
export function checkRequest(
  kind: RequestFormKind,
  input: Record<string, string>,
  context: Parameters<typeof requestFormSchema>[1],
): CheckedRequest {
  const result = requestFormSchema(kind, context).safeParse(input);
  if (result.success) return { ok: true, values: result.data as RequestFormValues };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as RequestFormField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Sends a checked request to the e-mail service; rejects on any failure. */
export function sendRequest(
  kind: RequestFormKind,
  values: RequestFormValues,
  extra: { reference: string; doctor: ChosenConsultant | null },
): Promise<void> {
  return sendTemplate(kind, toTemplateParams(kind, values, extra));
}
