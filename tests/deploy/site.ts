import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { E2E_BUILD_DIR } from '@/domain/buildDir.mjs';
import { startSandbox, type Sandbox } from '@/sandbox/server';
import { startInstance, type Instance } from '@/scripts/cluster';
import { TEST_SERVER_SETTINGS } from '@/tests/support/testServer';

/**
 * The built site (`npm run build:e2e`, run with NEXT_DIST_DIR=.next-e2e) on a sandbox of its own,
 * set as the end-to-end tests' server is: for what needs no browser to be seen (statuses, headers,
 * moves, one render's HTML, cache states, answers to odd requests), checked without Chromium.
 */

/**
 * The site's public address: the build bakes it into its pages (package.json's build:e2e), and
 * the site is told it (SITE_URL), as the end-to-end server is; it is not where the site listens.
 */
export const SITE_URL = 'http://127.0.0.1:3100';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface Site {
  /** Where the started site listens. */
  readonly origin: string;
  /** Where its sandbox listens. */
  readonly sandboxOrigin: string;
  /**
   * A request sent as written: its path is not normalised (dot segments, escapes and all), as a
   * client that is not a browser may send it. fetch tidies the address first.
   */
  rawRequest: (
    method: string,
    path: string,
    headers?: Record<string, string>,
    body?: string,
  ) => Promise<RawAnswer>;
  /** The paths the sandbox was asked for since it last forgot them. */
  sandboxAsked: () => Promise<string[]>;
  forgetSandboxRequests: () => Promise<void>;
}

/**
 * Starts a sandbox and the site on it before the file's tests, and stops them after: one start
 * for the file, as each costs seconds. `env` adds to or overrides the site's settings.
 */
export function startedSite(env: Record<string, string> = {}): Site {
  let sandbox: Sandbox | undefined;
  let instance: Instance | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    instance = await startInstance({
      ...sandbox.env,
      ...TEST_SERVER_SETTINGS,
      SITE_URL,
      // The build serverActionId reads, and the one that baked SITE_URL in.
      NEXT_DIST_DIR: E2E_BUILD_DIR,
      ...env,
    });
  }, 60_000);
  afterAll(async () => {
    await instance?.stop();
    await sandbox?.close();
  });
  const started = () => {
    if (!instance || !sandbox) throw new Error('the site is started in beforeAll');
    return { instance, sandbox };
  };
  return {
    get origin() {
      return started().instance.origin;
    },
    get sandboxOrigin() {
      return started().sandbox.origin;
    },
    rawRequest(method, path, headers = {}, body) {
      const { port } = started().instance;
      return new Promise((resolve, reject) => {
        const outgoing = httpRequest(
          { host: '127.0.0.1', port, method, path, headers, timeout: 60_000 },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('end', () =>
              resolve({
                status: incoming.statusCode ?? 0,
                headers: incoming.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
            incoming.on('error', reject);
          },
        );
        outgoing.on('error', reject);
        outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${path}: no answer`)));
        outgoing.end(body);
      });
    },
    async sandboxAsked() {
      const response = await fetch(`${started().sandbox.origin}/__requests`);
      const entries = (await response.json()) as { path: string }[];
      return entries.map((entry) => entry.path);
    },
    async forgetSandboxRequests() {
      await fetch(`${started().sandbox.origin}/__requests`, { method: 'DELETE' });
    },
  };
}

/**
 * An answer's headers as one object, each name lower-case: a header sent more than once is its
 * values joined by a line break, as Playwright's request gave them (cookies included).
 */
export function headersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = Object.fromEntries(response.headers);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies.join('\n');
  return headers;
}

/** The id of a server action of the build the tests run (`npm run build:e2e`), by its name. */
export function serverActionId(exportedName: string): string {
  const manifest = JSON.parse(
    readFileSync(join(E2E_BUILD_DIR, 'server/server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { exportedName?: string }> };
  const found = Object.entries(manifest.node).find(([, action]) => {
    return action.exportedName === exportedName;
  });
  if (!found) throw new Error(`no server action named ${exportedName} in the build`);
  return found[0];
}

/** The headers every answer holding a patient's data carries (server/answerHeaders.ts). */
export function privateHeadersOf(answer: Pick<RawAnswer, 'headers'>) {
  return {
    cacheControl: answer.headers['cache-control'],
    referrerPolicy: answer.headers['referrer-policy'],
    robots: answer.headers['x-robots-tag'],
  };
}

export const PRIVATE_HEADERS = {
  cacheControl: 'no-store',
  referrerPolicy: 'no-referrer',
  robots: 'noindex, nofollow',
};
