import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { E2E_BUILD_DIR } from '../../domain/buildDir';
import { SITE_ORIGIN } from './support';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request sent as written: its path is not normalised (dot segments, escapes and all), as a
 * client that is not a browser may send it. Playwright's request and fetch tidy the address first.
 */
export function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  const site = new URL(SITE_ORIGIN);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: site.hostname, port: site.port, method, path, headers, timeout: 60_000 },
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

/** The headers every answer holding a patient's data carries (server/guards.ts). */
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
