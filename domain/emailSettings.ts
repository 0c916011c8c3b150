/**
 * The e-mail service the forms send through (EmailJS, or a same-site relay) and its public
 * identifiers, from NEXT_PUBLIC_ variables: built into the browser bundle, so read from the object
 * the caller passes (the browser code passes each variable by name, for Next.js to inline it).
 * Unset, they are the sandbox's account (sandbox/emailjs.ts); a malformed one stops the build
 * (next.config.build.ts) rather than breaking every form.
 */

export interface EmailSettings {
  origin: string;
  publicKey: string;
  serviceId: string;
  templates: { appointment: string; complaint: string; newsletter: string };
}

type Env = Record<string, string | undefined>;

const text = (env: Env, name: string, fallback: string): string => {
  const value = env[name]?.trim() || fallback;
  if (!/^[\w.-]{1,100}$/.test(value)) throw new Error(`Invalid configuration: ${name} "${value}"`);
  return value;
};

export function emailSettings(env: Env): EmailSettings {
  const origin = env.NEXT_PUBLIC_EMAILJS_ORIGIN?.trim() || 'http://127.0.0.1:4010/emailjs';
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(origin)) {
    throw new Error(`Invalid configuration: NEXT_PUBLIC_EMAILJS_ORIGIN "${origin}"`);
  }
  return {
    origin: origin.replace(/\/+$/, ''),
    publicKey: text(env, 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', 'sandbox-public-key'),
    serviceId: text(env, 'NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'service_farooq'),
    templates: {
      appointment: text(env, 'NEXT_PUBLIC_EMAILJS_APPOINTMENT_TEMPLATE', 'template_appointment'),
      complaint: text(env, 'NEXT_PUBLIC_EMAILJS_COMPLAINT_TEMPLATE', 'template_complaint'),
      newsletter: text(env, 'NEXT_PUBLIC_EMAILJS_NEWSLETTER_TEMPLATE', 'template_newsletter'),
    },
  };
}
