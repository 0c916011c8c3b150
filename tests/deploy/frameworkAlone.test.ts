import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultantFacts } from '@/sandbox/data/consultants';
import { labFacts } from '@/sandbox/data/lab-reports';
import { startSandbox, type Sandbox } from '@/sandbox/server';
import { startFrameworkAlone, startInstance, type Instance } from '@/scripts/cluster';

/**
 * Why the front server (server/) does what it does rather than leaving it to Next.js: the same
 * build, served by Next.js's own `next start` and by the site's server, asked the same things.
 * Each case is a job the framework's public options do not do; when a release of Next.js starts
 * doing one, its case fails here, and the front server's part in it can go.
 */
let sandbox: Sandbox;
let site: Instance;
let alone: Instance;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  [site, alone] = await Promise.all([startInstance(sandbox.env), startFrameworkAlone(sandbox.env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([site?.stop(), alone?.stop()]);
  await sandbox?.close();
});

async function ask(origin: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  return response;
}

describe('what Next.js alone answers, and the site instead', () => {
  it('a router state the framework cannot read: 500 alone, 400 here (server/routerState.ts)', async () => {
    const junk = { rsc: '1', 'next-router-state-tree': 'garbage' };
    // Next.js first moves a router's fetch to the address its `_rsc` mark should have; asked there
    // with the same state, a page rendered per request fails.
    const moved = await ask(alone.origin, '/payment/status', junk);
    expect(moved.status).toBe(307);
    const location = new URL(moved.headers.get('location')!, alone.origin);
    const bare = await ask(alone.origin, location.pathname + location.search, junk);
    expect(bare.status).toBe(500);
    expect((await ask(site.origin, '/payment/status', junk)).status).toBe(400);
  });

  it('a missing record’s page: 200 for a shared cache to keep alone, 404 kept by none here', async () => {
    const path = `/consultant/${consultantFacts.unknownIdInRange}`;
    const bare = await ask(alone.origin, path);
    expect(bare.status).toBe(200);
    const served = await ask(site.origin, path);
    expect(served.status).toBe(404);
    expect(served.headers.get('cache-control')).toBe('no-store');
  });

  it('a patient’s page: its route and privacy named in headers alone, neither here', async () => {
    const path = `/labreports/${labFacts['lab-a'].richPatientId}`;
    const bare = await ask(alone.origin, path);
    const named = [...bare.headers.keys()].filter((name) =>
      /^x-(nextjs-rewritten-path|nextjs-matched-path|route-privacy)$/.test(name),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(bare.headers.get('referrer-policy')).toBeNull();
    const served = await ask(site.origin, path);
    expect([...served.headers.keys()].filter((name) => named.includes(name))).toEqual([]);
    expect(served.headers.get('cache-control')).toBe('no-store');
    expect(served.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('a page asked for with Save-Data: no Vary for it alone, Vary: Save-Data here', async () => {
    const bare = await ask(alone.origin, '/AboutUs', { 'save-data': 'on' });
    expect(String(bare.headers.get('vary'))).not.toMatch(/save-data/i);
    const served = await ask(site.origin, '/AboutUs', { 'save-data': 'on' });
    expect(served.headers.get('vary')).toMatch(/save-data/i);
    expect(served.headers.get('server-timing')).toBe('save-data');
  });
});
