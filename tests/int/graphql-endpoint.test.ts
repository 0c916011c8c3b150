import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '@/graphql/limits';
import { yoga } from '@/graphql/yoga';
import { postDocumentText } from './support';

describe('the /api/graphql endpoint', () => {
  it('serves GraphiQL with its assets inline, from no third-party CDN', async () => {
    const response = await yoga.fetch('http://localhost/api/graphql', {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('GraphiQL');
    expect(html).not.toMatch(/<script[^>]+src="https?:\/\//);
    expect(html).not.toMatch(/<link[^>]+href="https?:\/\//);
    expect(html).not.toMatch(/unpkg\.com|jsdelivr|cdnjs/);
  });

  it('rejects documents deeper than the depth limit', async () => {
    // Each round nests three levels; just past the limit, so the cost limit is not what trips.
    let selection = 'name';
    for (let i = 0; i < Math.ceil(GRAPHQL_LIMITS.maxDepth / 3); i += 1)
      selection = `branch { consultants { nodes { ${selection} } } }`;
    const { body } = await postDocumentText(`{ consultants { nodes { ${selection} } } }`);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('rejects documents with too many aliases', async () => {
    const aliases = Array.from(
      { length: GRAPHQL_LIMITS.maxAliases + 1 },
      (_, i) => `a${i}: ok`,
    ).join(' ');
    const { body } = await postDocumentText(`{ ${aliases} }`);
    expect(body.errors?.[0]?.message).toMatch(/alias/i);
  });

  describe.each([
    [
      'depth',
      `{ consultants { nodes { ${'branch { consultants { nodes { '.repeat(3)}name${' } } }'.repeat(3)} } } }`,
    ],
    [
      'aliases',
      `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: ok`).join(' ')} }`,
    ],
    [
      'cost',
      `{ ${Array.from({ length: 6 }, (_, i) => `c${i}: consultants(first: 100) { nodes { name department designation branch { name consultants { nodes { name } } } } }`).join(' ')} }`,
    ],
    ['tokens', `{ ${'ok '.repeat(GRAPHQL_LIMITS.maxTokens + 1)}}`],
    ['an unknown field, as any validation error', '{ nope }'],
  ])('a document over the %s limit', (_limit, document) => {
    const post = (accept: string) =>
      yoga.fetch('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept },
        body: JSON.stringify({ query: document }),
      });

    it('is a 400 to a client that asks for application/graphql-response+json', async () => {
      const response = await post('application/graphql-response+json');
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.data).toBeUndefined();
      expect(body.errors[0].extensions.code).toMatch(/^GRAPHQL_(VALIDATION|PARSE)_FAILED$/);
    });

    it('is a 200 with the errors to a client of plain application/json', async () => {
      const response = await post('application/json');
      expect(response.status).toBe(200);
      expect((await response.json()).errors.length).toBeGreaterThan(0);
    });
  });

  it('answers a malformed document with a clear error', async () => {
    const { body } = await postDocumentText('{ consultants { ');
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/Syntax Error/);
  });

  it('answers a bad argument value with a clear error naming it', async () => {
    const { body } = await postDocumentText('{ branch(id: KARACHI) { name } }');
    expect(body.errors?.[0]?.message).toMatch(/KARACHI/);
  });

  it.each([
    ['a form', 'application/x-www-form-urlencoded', 'query=%7Bok%7D'],
    ['a form with a file', 'multipart/form-data; boundary=x', '--x\r\n'],
    ['plain text', 'text/plain', '{"query":"{ ok }"}'],
  ])(
    'refuses a body %s on another site could send, before reading it',
    async (_case, type, body) => {
      const response = await yoga.fetch('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        errors: [{ message: 'Send the request as JSON (Content-Type: application/json).' }],
      });
    },
  );

  it('answers the same document sent as JSON', async () => {
    const response = await yoga.fetch('http://localhost/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ ok }"}',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { ok: true } });
  });
});
