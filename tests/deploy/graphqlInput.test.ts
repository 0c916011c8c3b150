import { auditServer } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { labFacts } from '@/sandbox/data/lab-reports';
import { startedSite } from './site';

/** The API's answers to bad input: GraphQL over HTTP's statuses, its limits, its refusals. */

const LAHORE = labFacts['lab-a'];
const READ_REPORTS = `query { labReports(lab: LAHORE, patientId: "${LAHORE.richPatientId}") { reports { id } } }`;

const site = startedSite();
const api = () => `${site.origin}/api/graphql`;

/** A JSON body posted to the API, as Playwright's request posted `data`. */
const post = (data: unknown, headers: Record<string, string> = {}) =>
  fetch(api(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(data),
  });

describe('bad input', () => {
  it('the API passes every GraphQL-over-HTTP audit', async () => {
    const results = await auditServer({ url: api() });
    const failed = results.filter((result) => result.status !== 'ok');
    expect(failed.map((result) => `${result.id} ${result.name}`)).toEqual([]);
    expect(results.length).toBeGreaterThanOrEqual(48);
  });

  it('a GraphQL syntax or validation error is a 400, not a crash', async () => {
    for (const query of ['{', '{ nope }']) {
      const response = await post({ query }, { accept: 'application/graphql-response+json' });
      expect(response.status, query).toBe(400);
      expect((await response.json()).errors[0].message).toMatch(/Syntax Error|Cannot query/);
      // A client that asks for plain JSON gets the status GraphQL-over-HTTP gives it.
      const plain = await post({ query }, { accept: 'application/json' });
      await plain.arrayBuffer();
      expect(plain.status, query).toBe(200);
    }
  });

  it('__typename aliases count towards the alias limit', async () => {
    const aliases = Array.from({ length: 500 }, (_, i) => `a${i}: __typename`).join(' ');
    const response = await post({ query: `{ ${aliases} }` });
    const body = await response.json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toMatch(/alias/i);
  });

  it('a body over 100 KB is refused before it is read', async () => {
    const response = await post({
      query: '{ ok }',
      variables: { padding: 'x'.repeat(200 * 1024) },
    });
    await response.arrayBuffer();
    expect(response.status).toBe(413);
  });

  it('lab lookups over GET are refused', async () => {
    const query = encodeURIComponent(READ_REPORTS);
    const response = await fetch(`${api()}?query=${query}`);
    expect(response.status).toBe(405);
    expect(JSON.stringify(await response.json())).not.toContain('"reports"');
  });
});
