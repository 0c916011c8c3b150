import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json' with { type: 'json' };
import { PRIVACY_HEADER, mayBeIndexed, type Privacy } from '@/domain/addresses';
import { proxy } from '@/proxy';
import { front } from '@/server/front';
import { readFrontSettings } from '@/server/settings';
import { privateRobots } from '@/components/seo/privateRobots';

/**
 * Issue 53: a lab search's no-script post (a patient's results at the search page's address)
 * said `X-Robots-Tag: noindex` in its header and `<meta name="robots" content="index, follow">`
 * in its HTML. One decision, by the answer's privacy (domain/addresses mayBeIndexed): proxy.ts
 * tells the render the privacy it tells the front server, and the page's robots follow it.
 */
const request = vi.hoisted(() => ({ headers: new Headers() }));

vi.mock('next/headers', () => ({ headers: () => Promise.resolve(request.headers) }));
vi.mock('next-intl/server', () => ({
  getTranslations: () =>
    Promise.resolve((key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en),
    ),
}));
vi.mock('@/components/i18n/enterLocale', () => ({ enterLocale: () => 'en' }));
// What the page renders is not what this reads.
vi.mock('@/components/lab/LabPatientReports', () => ({}));
vi.mock('@/components/lab/LabSearch', () => ({}));
vi.mock('@/components/lab/searchLabReports', () => ({}));
vi.mock('@/graphql/client/server', () => ({}));

const { generateMetadata } =
  await import('@/app/[locale]/(private)/patient-reports/[site]/[[...patient]]/page');

/** The privacy proxy.ts gives the render of a request (what the page's headers() reads). */
function toldRender(method: string, address: string): string | null {
  const answer = proxy(new NextRequest(`http://127.0.0.1:3100${address}`, { method }));
  return answer.headers.get(`x-middleware-request-${PRIVACY_HEADER}`);
}

/** The lab page's robots metadata, rendered for a request `proxy.ts` marked so. */
async function pageRobots(privacy: Privacy, patient?: string) {
  request.headers = new Headers({ [PRIVACY_HEADER]: privacy });
  const metadata = await generateMetadata({
    params: Promise.resolve({ site: 'main', patient: patient ? [patient] : undefined }),
  });
  return metadata.robots;
}

beforeEach(() => {
  request.headers = new Headers();
});

describe('a lab page’s robots', () => {
  it('proxy.ts tells the render the privacy it tells the front server, by the method', () => {
    expect(toldRender('GET', '/labreports')).toBe('search');
    expect(toldRender('POST', '/labreports')).toBe('results');
    expect(toldRender('POST', '/ur/LabReportAS')).toBe('results');
    expect(toldRender('GET', '/labreports/1234567')).toBe('patient');
  });

  it('a client cannot name the privacy itself', () => {
    const answer = proxy(
      new NextRequest('http://127.0.0.1:3100/labreports', {
        method: 'POST',
        headers: { [PRIVACY_HEADER]: 'search' },
      }),
    );
    expect(answer.headers.get(`x-middleware-request-${PRIVACY_HEADER}`)).toBe('results');
  });

  it('the search page may be indexed', async () => {
    expect(await pageRobots('search')).toEqual({ index: true, follow: true });
  });

  it('the search’s no-script answer, a patient’s results at the search’s address, may not', async () => {
    expect(await pageRobots('results')).toEqual({ index: false, follow: false });
  });

  it('a patient’s reports may not', async () => {
    expect(await pageRobots('patient', '1234567')).toEqual({ index: false, follow: false });
  });

  it('with no privacy told, says noindex', () => {
    expect(privateRobots(null)).toEqual({ index: false, follow: false });
  });
});

describe('the front server’s X-Robots-Tag', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    // Next.js stood in for: the answer carries the privacy proxy.ts gave its route.
    const handle = (incoming: IncomingMessage, response: ServerResponse) => {
      const privacy = new URL(incoming.url ?? '/', 'http://x').searchParams.get('privacy');
      response.setHeader(PRIVACY_HEADER, privacy!);
      response.end('ok');
      return Promise.resolve();
    };
    server = createServer(front(readFrontSettings({ LOG_REQUESTS: '0' }), handle));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each<Privacy>(['patient', 'search', 'results'])(
    'follows the same rule as the page, for a %s answer',
    async (privacy) => {
      const answer = await fetch(`${origin}/labreports?privacy=${privacy}`);
      await answer.arrayBuffer();
      expect(/noindex/.test(answer.headers.get('x-robots-tag') ?? '')).toBe(!mayBeIndexed(privacy));
      expect(privateRobots(privacy).index).toBe(mayBeIndexed(privacy));
    },
  );
});
