import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_EMAILJS_ACCOUNT as ACCOUNT } from '@/sandbox/emailjs';
import { startSandbox, type Sandbox } from '@/sandbox/server';

let sandbox: Sandbox;
let sendUrl: string;
let sendFormUrl: string;

beforeAll(async () => {
  sandbox = await startSandbox({ faults: [] });
  sendUrl = `${sandbox.env.NEXT_PUBLIC_EMAILJS_ORIGIN}/api/v1.0/email/send`;
  sendFormUrl = `${sandbox.env.NEXT_PUBLIC_EMAILJS_ORIGIN}/api/v1.0/email/send-form`;
});
afterAll(() => sandbox.close());
afterEach(() => {
  sandbox.faults.clear();
  sandbox.clearOutbox();
});

// What @emailjs/browser sends from a page: a browser always adds the page's Origin.
const FROM_PAGE = { Origin: 'http://127.0.0.1:3000' };

const message = (overrides: Record<string, unknown> = {}) => ({
  lib_version: '4.4.1',
  user_id: ACCOUNT.publicKey,
  service_id: ACCOUNT.serviceId,
  template_id: ACCOUNT.templates.appointment,
  template_params: { from_name: 'Ali Raza', from_email: 'ali@example.com', date: '2026-12-01' },
  ...overrides,
});

function postJson(body: unknown, headers: Record<string, string> = FROM_PAGE) {
  return fetch(sendUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function answer(response: Response) {
  return {
    status: response.status,
    text: await response.text(),
    cors: response.headers.get('access-control-allow-origin'),
  };
}

describe("the sandbox's EmailJS send endpoint", () => {
  it('answers 200 "OK" and puts the message in the outbox', async () => {
    expect(await answer(await postJson(message()))).toEqual({ status: 200, text: 'OK', cors: '*' });
    expect(sandbox.outbox()).toEqual([
      expect.objectContaining({
        id: 1,
        endpoint: 'send',
        serviceId: ACCOUNT.serviceId,
        templateId: ACCOUNT.templates.appointment,
        params: { from_name: 'Ali Raza', from_email: 'ali@example.com', date: '2026-12-01' },
      }),
    ]);
  });

  it.each([
    [{ user_id: undefined }, 'The user_id parameter is required'],
    [
      { user_id: 'someone-else' },
      'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account',
    ],
    [
      { service_id: 'service_x' },
      'The service ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin',
    ],
    [
      { template_id: 'template_x' },
      'The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
    ],
  ])("refuses %j with 400 and EmailJS's text, sending nothing", async (overrides, text) => {
    expect(await answer(await postJson(message(overrides)))).toEqual({
      status: 400,
      text,
      cors: '*',
    });
    expect(sandbox.outbox()).toEqual([]);
  });

  it('refuses a call that does not come from a browser page, as EmailJS does by default', async () => {
    expect(await answer(await postJson(message(), {}))).toMatchObject({
      status: 403,
      text: 'API calls are disabled for non-browser applications',
    });
  });

  it('refuses variables over 50 KB and a body that is not JSON', async () => {
    const huge = message({ template_params: { text: 'x'.repeat(60 * 1024) } });
    expect((await answer(await postJson(huge))).status).toBe(413);
    const broken = await fetch(sendUrl, {
      method: 'POST',
      headers: FROM_PAGE,
      body: '{"user_id":',
    });
    expect(broken.status).toBe(400);
    expect(sandbox.outbox()).toEqual([]);
  });

  it('answers the CORS preflight a page makes before posting JSON, even when faulted', async () => {
    sandbox.faults.set({ match: '/emailjs/', mode: 'error', status: 500 });
    const preflight = await fetch(sendUrl, {
      method: 'OPTIONS',
      headers: { ...FROM_PAGE, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Content-Type/i);
  });
});

describe("the sandbox's EmailJS send-form endpoint", () => {
  it('takes the form fields of a multipart post', async () => {
    const form = new FormData();
    form.append('user_email', 'reader@example.com');
    form.append('lib_version', '4.4.1');
    form.append('service_id', ACCOUNT.serviceId);
    form.append('template_id', ACCOUNT.templates.newsletter);
    form.append('user_id', ACCOUNT.publicKey);
    const response = await fetch(sendFormUrl, { method: 'POST', headers: FROM_PAGE, body: form });
    expect(await answer(response)).toEqual({ status: 200, text: 'OK', cors: '*' });
    expect(sandbox.outbox()).toEqual([
      expect.objectContaining({
        endpoint: 'send-form',
        templateId: ACCOUNT.templates.newsletter,
        params: { user_email: 'reader@example.com' },
      }),
    ]);
  });
});

describe("the sandbox's EmailJS faults and outbox", () => {
  it.each([
    [500, 'Internal Server Error'],
    [503, 'Service Unavailable'],
    [429, 'Too Many Requests'],
    [412, 'Gmail_API: Request had insufficient authentication scopes.'],
  ])(
    "a failure fault answers %i with EmailJS's text, readable across origins",
    async (status, text) => {
      sandbox.faults.set({ match: '/emailjs/', mode: 'error', status, times: 1 });
      expect(await answer(await postJson(message()))).toEqual({ status, text, cors: '*' });
      expect(sandbox.outbox()).toEqual([]);
      expect((await postJson(message())).status).toBe(200);
    },
  );

  it('a slow fault delays the answer, then delivers', async () => {
    sandbox.faults.set({ match: '/emailjs/', mode: 'slow', delayMs: 300 });
    const started = Date.now();
    expect((await postJson(message())).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(sandbox.outbox()).toHaveLength(1);
  });

  it('is read and emptied over HTTP at /__outbox', async () => {
    await postJson(message());
    const listed = (await (await fetch(`${sandbox.origin}/__outbox`)).json()) as unknown[];
    expect(listed).toHaveLength(1);
    expect((await fetch(`${sandbox.origin}/__outbox`, { method: 'DELETE' })).status).toBe(200);
    expect(sandbox.outbox()).toEqual([]);
  });

  it('only takes POST on its two endpoints', async () => {
    expect((await fetch(sendUrl)).status).toBe(405);
    const elsewhere = await fetch(
      `${sandbox.env.NEXT_PUBLIC_EMAILJS_ORIGIN}/api/v1.0/email/other`,
      {
        method: 'POST',
        headers: FROM_PAGE,
      },
    );
    expect(elsewhere.status).toBe(404);
  });
});
