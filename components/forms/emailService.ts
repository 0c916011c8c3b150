import { init, send, sendForm } from '@emailjs/browser';
import { emailSettings } from '@/domain/emailSettings';

/**
 * The e-mail service the forms send through, as the legacy site did (@emailjs/browser): the browser
 * sends the request itself, identified by a public key (domain/emailSettings.ts). Each variable is
 * named whole so Next.js inlines it at build time.
 */
export const EMAIL_SERVICE = emailSettings({
  NEXT_PUBLIC_EMAILJS_ORIGIN: process.env.NEXT_PUBLIC_EMAILJS_ORIGIN,
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  NEXT_PUBLIC_EMAILJS_APPOINTMENT_TEMPLATE: process.env.NEXT_PUBLIC_EMAILJS_APPOINTMENT_TEMPLATE,
  NEXT_PUBLIC_EMAILJS_COMPLAINT_TEMPLATE: process.env.NEXT_PUBLIC_EMAILJS_COMPLAINT_TEMPLATE,
  NEXT_PUBLIC_EMAILJS_NEWSLETTER_TEMPLATE: process.env.NEXT_PUBLIC_EMAILJS_NEWSLETTER_TEMPLATE,
});

export type EmailTemplate = keyof typeof EMAIL_SERVICE.templates;

/**
 * How long a send may take before the form says it failed. EmailJS's client waits for ever; on a
 * dropped mobile connection the patient would watch "Sending…" with no way on. Everything typed
 * stays in the form, so trying again costs nothing.
 */
export const SEND_TIMEOUT_MS = 15_000;

function withinTimeout<T>(send: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The e-mail service did not answer')),
      SEND_TIMEOUT_MS,
    );
    send.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

let initialised = false;

function ready(): void {
  if (initialised) return;
  init({ publicKey: EMAIL_SERVICE.publicKey, origin: EMAIL_SERVICE.origin });
  initialised = true;
}

/** Sends a template with its parameters (the JSON `send` endpoint); rejects on any failure. */
export async function sendTemplate(
  template: EmailTemplate,
  params: Record<string, string>,
): Promise<void> {
  ready();
  await withinTimeout(send(EMAIL_SERVICE.serviceId, EMAIL_SERVICE.templates[template], params));
}

/** Sends a form's fields with a template (the multipart `send-form` endpoint); rejects on failure. */
export async function sendFormFields(
  template: EmailTemplate,
  form: HTMLFormElement,
): Promise<void> {
  ready();
  await withinTimeout(sendForm(EMAIL_SERVICE.serviceId, EMAIL_SERVICE.templates[template], form));
}
