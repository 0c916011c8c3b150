import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reloadConfig } from '@/adapters/config';
import { CROSS_SITE_MESSAGES } from '@/graphql/crossSite';
import { withinBodyLimit } from '@/graphql/requestLimits';
import type { Sandbox } from '@/sandbox/server';
import { startTestSandbox } from './support';

/**
 * The API's own guards, asked as a browser would: from this site's pages, from another site, and
 * from tools that are not browsers.
 */

const SITE = 'http://127.0.0.1:3100';
const LAB_QUERY = '{ labReports(lab: LAHORE, patientId: "12345678") { id } }';
const MUTATION = 'mutation { preparePayment { ready } }';

let sandbox: Sandbox;
let client = 0;

beforeAll(async () => {
  sandbox = await startTestSandbox({ SITE_URL: SITE });
});
afterAll(() => sandbox.close());
// Each test is a client of its own, so no test meets another's rate limit.
beforeEach(() => {
  client += 1;
});

async function ask(
  query: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'POST' = 'POST',
): Promise<Response> {
  const { yoga } = await import('@/graphql/yoga');
  const common = { 'x-client-address': `192.0.2.${client}`, accept: 'application/json' };
  if (method === 'GET') {
    return yoga.fetch(`${SITE}/api/graphql?query=${encodeURIComponent(query)}`, {
      headers: { ...common, ...headers },
    });
  }
  return yoga.fetch(`${SITE}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...common, ...headers },
    body: JSON.stringify({ query }),
  });
}

const FROM_ANOTHER_SITE = {
  'sec-fetch-site': 'cross-site',
  origin: 'https://prize.example',
};
// Another port of the same host is another origin but the same "site" to a browser.
const FROM_ANOTHER_PORT = { 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:4010' };
const FROM_THIS_SITE = { 'sec-fetch-site': 'same-origin', origin: SITE };

describe('requests another website makes through a visitor’s browser', () => {
  it.each([
    ['a mutation', MUTATION, FROM_ANOTHER_SITE],
    ['a lab lookup', LAB_QUERY, FROM_ANOTHER_SITE],
    ['a mutation from another port', MUTATION, FROM_ANOTHER_PORT],
    ['a lab lookup with only an Origin', LAB_QUERY, { origin: 'https://prize.example' }],
  ])('refuses %s, asking no upstream', async (_case, query, headers) => {
    sandbox.resetRequests();
    const response = await ask(query, headers);
    expect(response.status).toBe(403);
    const body = await response.json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toBe(CROSS_SITE_MESSAGES.crossSite);
    expect(sandbox.requests()).toEqual([]);
  });

  it('lets it read public content', async () => {
    const response = await ask('{ ok }', FROM_ANOTHER_SITE);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ ok: true });
  });

  it('serves this site’s own pages and tools that are not browsers', async () => {
    for (const headers of [FROM_THIS_SITE, {}]) {
      const response = await ask(MUTATION, headers);
      expect((await response.json()).data).toEqual({ preparePayment: { ready: true } });
    }
  });

  it.each([
    ['127.0.0.1', 'http://127.0.0.1:3100', '127.0.0.1:3100'],
    ['localhost', 'http://localhost:3100', 'localhost:3100'],
    ['a name the site is also reached by', 'https://www.farooq.example', 'www.farooq.example'],
  ])('serves its own pages at %s', async (_case, origin, host) => {
    process.env.SITE_ALIASES = 'https://www.farooq.example, https://farooq.example';
    try {
      const { yoga } = await import('@/graphql/yoga');
      // Next.js names its own host in the request's address (localhost); the browser's is Host.
      const response = await yoga.fetch('http://localhost:3100/api/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-client-address': `192.0.2.${client}`,
          'sec-fetch-site': 'same-origin',
          host,
          origin,
        },
        body: JSON.stringify({ query: MUTATION }),
      });
      expect((await response.json()).data).toEqual({ preparePayment: { ready: true } });
    } finally {
      delete process.env.SITE_ALIASES;
    }
  });

  it('takes the forwarded host and scheme for the address reached', async () => {
    const { yoga } = await import('@/graphql/yoga');
    const asked = (origin: string) =>
      yoga.fetch('http://localhost:3100/api/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-client-address': `192.0.2.${client}`,
          host: '127.0.0.1:3001',
          'x-forwarded-host': 'www.farooq.example',
          'x-forwarded-proto': 'https',
          origin,
        },
        body: JSON.stringify({ query: MUTATION }),
      });
    expect((await (await asked('https://www.farooq.example')).json()).data).toBeTruthy();
    expect((await asked('http://127.0.0.1:3001')).status).toBe(403);
  });

  it('refuses a lab lookup over GET, which would put the id in addresses and logs', async () => {
    sandbox.resetRequests();
    const response = await ask(LAB_QUERY, {}, 'GET');
    expect(response.status).toBe(405);
    expect((await response.json()).errors[0].message).toBe(CROSS_SITE_MESSAGES.privateOverGet);
    expect(sandbox.requests()).toEqual([]);
  });
});

describe('CORS', () => {
  const preflight = async (origin: string) => {
    const { yoga } = await import('@/graphql/yoga');
    return yoga.fetch(`${SITE}/api/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
  };

  afterAll(() => {
    delete process.env.API_CORS_ORIGINS;
    reloadConfig();
  });

  it('allows no other origin by default', async () => {
    const response = await preflight('https://prize.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('allows a listed internal tool, never with credentials', async () => {
    process.env.API_CORS_ORIGINS = 'https://tools.farooq.example';
    reloadConfig();
    const listed = await preflight('https://tools.farooq.example');
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://tools.farooq.example');
    expect(listed.headers.get('access-control-allow-credentials')).toBeNull();
    const other = await preflight('https://prize.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('limits', () => {
  afterAll(() => {
    delete process.env.API_REQUESTS_PER_MINUTE;
    reloadConfig();
  });

  it('answers 429 with Retry-After past the per-client budget of the endpoint', async () => {
    process.env.API_REQUESTS_PER_MINUTE = '3';
    reloadConfig();
    for (let i = 0; i < 3; i += 1) expect((await ask('{ ok }')).status).toBe(200);
    const refused = await ask('{ ok }');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    client += 1;
    expect((await ask('{ ok }')).status).toBe(200);
  });

  it('counts __typename aliases towards the alias limit', async () => {
    const aliases = Array.from({ length: 500 }, (_, i) => `a${i}: __typename`).join(' ');
    const body = await (await ask(`{ ${aliases} }`)).json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toMatch(/alias/i);
  });
});

describe('request bodies', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request(`${SITE}/api/graphql`, {
      method: 'POST',
      headers,
      body,
      // @ts-expect-error Node's fetch needs this for a streamed body.
      duplex: 'half',
    });

  it('refuses a declared length over the limit before reading it', async () => {
    const answer = await withinBodyLimit(post('x'.repeat(20), { 'content-length': '200000' }), 100);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(413);
  });

  it('refuses an undeclared length as soon as it passes the limit', async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64;
        controller.enqueue(new Uint8Array(64));
      },
    });
    const answer = await withinBodyLimit(post(endless), 1000);
    expect((answer as Response).status).toBe(413);
    expect(sent).toBeLessThan(2000);
  });

  it('passes a body within the limit on whole', async () => {
    const answer = await withinBodyLimit(post('{"query":"{ ok }"}'), 1000);
    expect(answer).toBeInstanceOf(Request);
    expect(await (answer as Request).text()).toBe('{"query":"{ ok }"}');
  });
});
