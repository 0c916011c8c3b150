/**
 * EmailJS's REST API (https://www.emailjs.com/docs/rest-api/send/) as EmailJS answers it, under
 * the /emailjs/ prefix, so the site's forms send through @emailjs/browser unchanged: the JSON
 * `send` and the multipart `send-form` endpoints check the account's ids and answer 200 "OK" or
 * EmailJS's statuses and texts. Accepted messages go to an outbox that tests and a person running
 * the demo read at /__outbox. The browser calls it from the site's origin, so every answer carries
 * the CORS headers EmailJS sends.
 */

import { STATUS_CODES } from 'node:http';

import type { SandboxResponse } from './responses';

export const EMAILJS_PREFIX = '/emailjs';

/** The account the sandbox accepts; the site's defaults (components/forms/emailService.ts). */
export const SANDBOX_EMAILJS_ACCOUNT = {
  publicKey: 'sandbox-public-key',
  serviceId: 'service_farooq',
  templates: {
    appointment: 'template_appointment',
    complaint: 'template_complaint',
    newsletter: 'template_newsletter',
  },
} as const;

export interface OutboxMessage {
  /** 1, 2, ... in arrival order. */
  id: number;
  /** Arrival time, epoch milliseconds. */
  at: number;
  endpoint: 'send' | 'send-form';
  serviceId: string;
  templateId: string;
  /** template_params of `send`; the form's fields (other than the ids) of `send-form`. */
  params: Record<string, string>;
}

export interface Outbox {
  add(message: Omit<OutboxMessage, 'id' | 'at'>): void;
  messages(): OutboxMessage[];
  clear(): void;
}

export const OUTBOX_LIMIT = 1000;

export function createOutbox(limit = OUTBOX_LIMIT): Outbox {
  let messages: OutboxMessage[] = [];
  let nextId = 1;
  return {
    add(message) {
      messages.push({ ...message, id: nextId++, at: Date.now() });
      if (messages.length > limit) messages = messages.slice(-limit);
    },
    messages: () => messages.map((message) => ({ ...message, params: { ...message.params } })),
    clear() {
      messages = [];
    },
  };
}

/** EmailJS refuses template variables over 50 KB. */
export const EMAILJS_MAX_BODY_BYTES = 50 * 1024;

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '86400',
};

function text(status: number, body: string): SandboxResponse {
  return {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'text/html; charset=utf-8' },
    body,
  };
}

export function isEmailJsPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return lower === EMAILJS_PREFIX || lower.startsWith(`${EMAILJS_PREFIX}/`);
}

/** The answer to a CORS preflight; never faulted, as EmailJS's edge answers it. */
export function emailJsPreflight(): SandboxResponse {
  return { status: 204, headers: CORS_HEADERS, body: '' };
}

/**
 * An injected failure, with the text EmailJS sends for it: 412 is how EmailJS passes on a failure
 * of the mail provider behind it.
 */
export function emailJsError(status: number): SandboxResponse {
  if (status === 412)
    return text(412, 'Gmail_API: Request had insufficient authentication scopes.');
  return text(status, STATUS_CODES[status] ?? 'Error');
}

interface Submission {
  user_id?: string;
  service_id?: string;
  template_id?: string;
  params: Record<string, string>;
}

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

function fromJson(body: Buffer): Submission | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const raw = record.template_params;
  const params: Record<string, string> = {};
  if (typeof raw === 'object' && raw !== null) {
    for (const [key, param] of Object.entries(raw)) params[key] = String(param);
  }
  return {
    user_id: asText(record.user_id),
    service_id: asText(record.service_id),
    template_id: asText(record.template_id),
    params,
  };
}

const FORM_IDS = new Set(['user_id', 'service_id', 'template_id', 'lib_version', 'accessToken']);

async function fromMultipart(body: Buffer, contentType: string): Promise<Submission | undefined> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'Content-Type': contentType },
    }).formData();
  } catch {
    return undefined;
  }
  const params: Record<string, string> = {};
  for (const [key, value] of form) {
    if (!FORM_IDS.has(key)) params[key] = typeof value === 'string' ? value : value.name;
  }
  return {
    user_id: asText(form.get('user_id')),
    service_id: asText(form.get('service_id')),
    template_id: asText(form.get('template_id')),
    params,
  };
}

/** EmailJS's own check order: the key, then the service, then the template. */
function refusal(submission: Submission): SandboxResponse | undefined {
  const account = SANDBOX_EMAILJS_ACCOUNT;
  const templateIds: readonly string[] = Object.values(account.templates);
  if (!submission.user_id) return text(400, 'The user_id parameter is required');
  if (submission.user_id !== account.publicKey) {
    return text(
      400,
      'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account',
    );
  }
  if (!submission.service_id) return text(400, 'The service_id parameter is required');
  if (submission.service_id !== account.serviceId) {
    return text(
      400,
      'The service ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin',
    );
  }
  if (!submission.template_id) return text(400, 'The template_id parameter is required');
  if (!templateIds.includes(submission.template_id)) {
    return text(
      400,
      'The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
    );
  }
  return undefined;
}

const ENDPOINTS: Record<string, OutboxMessage['endpoint']> = {
  [`${EMAILJS_PREFIX}/api/v1.0/email/send`]: 'send',
  [`${EMAILJS_PREFIX}/api/v1.0/email/send-form`]: 'send-form',
};

export interface EmailJsRequest {
  method: string;
  pathname: string;
  /** The Origin header: EmailJS refuses calls that do not come from a browser. */
  origin: string | undefined;
  contentType: string;
  /** undefined when the body was larger than EMAILJS_MAX_BODY_BYTES. */
  body: Buffer | undefined;
}

export async function handleEmailJsRequest(
  request: EmailJsRequest,
  outbox: Outbox,
): Promise<SandboxResponse> {
  const endpoint = ENDPOINTS[request.pathname.toLowerCase().replace(/\/+$/, '')];
  if (!endpoint) return text(404, 'Not Found');
  if (request.method !== 'POST') return text(405, 'Method Not Allowed');
  if (!request.origin) return text(403, 'API calls are disabled for non-browser applications');
  if (!request.body) {
    return text(413, 'Variables size limit. The maximum allowed variables size is 50Kb');
  }
  const submission =
    endpoint === 'send'
      ? fromJson(request.body)
      : await fromMultipart(request.body, request.contentType);
  if (!submission) return text(400, 'Bad Request');
  const refused = refusal(submission);
  if (refused) return refused;
  outbox.add({
    endpoint,
    serviceId: submission.service_id!,
    templateId: submission.template_id!,
    params: submission.params,
  });
  return text(200, 'OK');
}
