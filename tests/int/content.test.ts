import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aboutFacts } from '@/sandbox/data/about-feed';
import { announcementFacts } from '@/sandbox/data/announcements-feed';
import { careerFacts } from '@/sandbox/data/careers-feed';
import { consultantFacts } from '@/sandbox/data/consultants';
import { departmentFacts } from '@/sandbox/data/departments-feed';
import { galleryFacts } from '@/sandbox/data/gallery-feed';
import { eventFacts, newsFacts } from '@/sandbox/data/news-feed';
import { serviceFacts } from '@/sandbox/data/services-feed';
import type { Sandbox } from '@/sandbox/server';
import { executeOperation, resetBetweenTests, startTestSandbox } from './support';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => resetBetweenTests(sandbox));

type Data = Record<string, unknown>;
async function run(query: string, variables?: Record<string, unknown>) {
  const { status, body } = await executeOperation<Data, Record<string, unknown>>(query, variables);
  expect(status).toBe(200);
  return body;
}
async function data(query: string, variables?: Record<string, unknown>) {
  const body = await run(query, variables);
  expect(body.errors).toBeUndefined();
  // These tests read ad-hoc documents, so the answer is deliberately loosely typed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return body.data as Record<string, any>;
}
const idsOf = (list: { id: string }[]) => list.map((item) => Number(item.id));

/** Every HTML string anywhere in an answer. */
function htmlIn(value: unknown): string[] {
  if (typeof value === 'string') return /<[a-z]/i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(htmlIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(htmlIn);
  return [];
}
const HARMFUL = /<script|<iframe|<svg|<style|\son\w+=|javascript:/i;

describe('departments', () => {
  it("lists a branch's departments, whatever spelling of the branch they use", async () => {
    const { departments } = await data('{ departments(branch: DHA) { id branchName } }');
    expect(departments).toHaveLength(departmentFacts.countByBranch.DHA);
    expect(new Set((departments as { branchName: string }[]).map((d) => d.branchName))).toEqual(
      new Set(['DHA']),
    );
  });

  it('gives a department with its services, and null for an unknown one', async () => {
    const { department } = await data(
      `{ department(id: "${departmentFacts.idWithServices}") { name services { id name } } }`,
    );
    expect((department as { services: unknown[] }).services).toHaveLength(
      departmentFacts.serviceCountOfIdWithServices,
    );
    const unknown = await data(`{ department(id: "${departmentFacts.unknownIdInRange}") { id } }`);
    expect(unknown.department).toBeNull();
  });

  it('gives null, not a stock picture, for a department without an image', async () => {
    const { department } = await data(
      `{ department(id: "${departmentFacts.nullImageIds[0]}") { image { url } } }`,
    );
    expect((department as { image: unknown }).image).toBeNull();
  });

  it('answers the general department list of 19 entries, with the duplicated id 18', async () => {
    const { genericDepartments } = await data('{ genericDepartments { id name image { url } } }');
    const list = genericDepartments as { id: number; name: string }[];
    expect(list).toHaveLength(19);
    expect(list.filter((d) => d.id === 18).map((d) => d.name)).toEqual([
      'medicine',
      'Diet & Nutrition',
    ]);
  });

  it('leaves departments empty when the service fails, and fails the detail with its message', async () => {
    sandbox.faults.set({ match: '/', mode: 'error' });
    expect((await data('{ departments { id } }')).departments).toEqual([]);
    const body = await run('{ department(id: "11") { id } }');
    expect(body.errors?.[0]?.message).toBe('Error fetching department data');
  });
});

describe('services', () => {
  it("lists a branch's services, including records keyed id instead of serV_ID", async () => {
    const { services } = await data('{ services { id } }');
    expect(idsOf(services)).toEqual(expect.arrayContaining(serviceFacts.idKeyedIds));
    expect(services).toHaveLength(serviceFacts.total);
  });

  it('features 101, 102, 103 on the home page and 23, 21, 4, 27, 28 on the services page', async () => {
    const home = await data('{ featuredServices(placement: HOME) { id } }');
    expect(idsOf(home.featuredServices).sort((a, b) => a - b)).toEqual([101, 102, 103]);
    const page = await data('{ featuredServices(placement: SERVICES_PAGE) { id } }');
    expect(idsOf(page.featuredServices).sort((a, b) => a - b)).toEqual([4, 21, 23, 27, 28]);
  });

  it('shows Doctors Hospital its own services, and Bahria Enclave none with its message', async () => {
    const doctors = await data(
      '{ branch(id: DOCTORS_HOSPITAL) { services { branchName } noServicesText } }',
    );
    const branch = doctors.branch as { services: { branchName: string }[]; noServicesText: string };
    expect(branch.services).toHaveLength(serviceFacts.countByBranch['Doctors Hospital']);
    expect(new Set(branch.services.map((s) => s.branchName))).toEqual(
      new Set(['Doctors Hospital']),
    );
    const enclave = await data('{ branch(id: BAHRIA_ENCLAVE) { services { id } noServicesText } }');
    expect(enclave.branch).toEqual({ services: [], noServicesText: 'No services available.' });
  });

  it('gives one service by id, with its branch, and null for an unknown one', async () => {
    const { service } = await data(
      '{ service(id: "28") { id title branch { id } image { url } } }',
    );
    expect(service).toMatchObject({ id: '28' });
    expect((await data('{ service(id: "999999") { id } }')).service).toBeNull();
  });

  it('fails with "Failed to fetch services" when the service is unavailable', async () => {
    sandbox.faults.set({ match: '/', mode: 'error' });
    expect((await run('{ services { id } }')).errors?.[0]?.message).toBe(
      'Failed to fetch services',
    );
    expect((await run('{ service(id: "23") { id } }')).errors?.[0]?.message).toBe(
      'Error fetching service data',
    );
  });
});

describe('news and events', () => {
  it('limits Iqbal Town and West Wood to four items and shows all for other branches', async () => {
    const { iqbal, westWood, dha } = await data(`{
      iqbal: branch(id: ALLAMA_IQBAL_TOWN) { news { id } newsLimit }
      westWood: branch(id: WEST_WOOD) { news { id } }
      dha: branch(id: DHA) { news { id } }
    }`);
    expect((iqbal as { news: unknown[] }).news).toHaveLength(4);
    expect((westWood as { news: unknown[] }).news).toHaveLength(4);
    expect((dha as { news: unknown[] }).news).toHaveLength(newsFacts.countByBranch.DHA);
  });

  it('keeps the first four items of the news feed for the home strip, from its own host', async () => {
    const { homeNews } = await data('{ homeNews { id } }');
    expect(idsOf(homeNews)).toEqual(newsFacts.ids.slice(0, 4));
    expect(sandbox.requests().map((entry) => entry.path)).toContain('/news/api/web/NewsEvents');
  });

  it('sorts events by id, newest first, and pages through them', async () => {
    const first = await data('{ events(first: 5) { id } }');
    expect(idsOf(first.events)).toEqual(eventFacts.idsDescending.slice(0, 5));
    const next = await data(`{ events(first: 5, after: "${eventFacts.idsDescending[4]}") { id } }`);
    expect(idsOf(next.events)).toEqual(eventFacts.idsDescending.slice(5, 10));
  });

  it('gives an event detail from the separate address, with ISO dates and encoded image paths', async () => {
    const { newsItem } = await data(
      `{ newsItem(id: "${eventFacts.maxId}") { id headline bodyHtml date } }`,
    );
    expect(newsItem).toMatchObject({ id: String(eventFacts.maxId) });
    expect(sandbox.requests().map((entry) => entry.path)).toContain(
      `/events/web/NewsEvents/${eventFacts.maxId}`,
    );
    const spaced = await data('{ news { id image { url } } }');
    const item = (spaced.news as { id: string; image: { url: string } }[]).find(
      (n) => Number(n.id) === newsFacts.spacedImageIds[0],
    );
    expect(item?.image.url).toMatch(/%20/);
    expect((await fetch(item!.image.url)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers a date as ISO 8601 in Pakistan time', async () => {
    const { news } = await data('{ news { date } }');
    const dates = (news as { date: string | null }[]).map((n) => n.date).filter(Boolean);
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:00$/);
  });

  it('leaves news empty when the service fails, and fails the detail with its message', async () => {
    sandbox.faults.set({ match: '/', mode: 'malformed' });
    expect(await data('{ news { id } events { id } homeNews { id } }')).toEqual({
      news: [],
      events: [],
      homeNews: [],
    });
    expect((await run(`{ newsItem(id: "${eventFacts.maxId}") { id } }`)).errors?.[0]?.message).toBe(
      'Failed to fetch event details',
    );
  });
});

describe('about us', () => {
  it("gives a branch's first matching entry", async () => {
    const { branch } = await data(
      '{ branch(id: DHA) { about { heading html image { url } } noAboutText } }',
    );
    expect((branch as { about: { heading: string } }).about.heading).toBeTruthy();
    expect(aboutFacts.branchWithTwoEntries).toBe('DHA');
  });

  it('says "No data found for Westwood branch" when West Wood has no entry', async () => {
    const { branch } = await data('{ branch(id: WEST_WOOD) { about { heading } noAboutText } }');
    expect(branch).toEqual({ about: null, noAboutText: 'No data found for Westwood branch' });
  });

  it('stays empty, with no message, when the service fails', async () => {
    sandbox.faults.set({ match: '/', mode: 'error' });
    const { branch } = await data('{ branch(id: WEST_WOOD) { about { heading } noAboutText } }');
    expect(branch).toEqual({ about: null, noAboutText: null });
  });
});

describe('announcements, jobs and galleries', () => {
  it('lists announcements with a 150-character preview, and finds one by id', async () => {
    const { announcements } = await data('{ announcements { id preview detailsText } }');
    const list = announcements as { id: string; preview: string; detailsText: string }[];
    expect(list).toHaveLength(announcementFacts.total);
    const long = list.find((a) => Number(a.id) === announcementFacts.longDetailIds[0])!;
    expect(long.preview).toBe(`${long.detailsText.slice(0, 150)}...`);
    const { announcement } = await data(`{ announcement(id: "${list[0]!.id}") { id title } }`);
    expect(announcement).toMatchObject({ id: list[0]!.id });
  });

  it('lists jobs and pages through them', async () => {
    const all = idsOf((await data('{ jobs { id } }')).jobs);
    expect(all).toEqual(careerFacts.ids);
    const page = idsOf((await data(`{ jobs(first: 3, after: "${all[2]}") { id } }`)).jobs);
    expect(page).toEqual(all.slice(3, 6));
  });

  it('lists galleries, with null for a missing name or description', async () => {
    const { galleries } = await data('{ galleries { id name description cover { url } } }');
    expect(idsOf(galleries)).toEqual(galleryFacts.ids);
    const unnamed = (galleries as { id: string; name: string | null }[]).find(
      (g) => Number(g.id) === galleryFacts.nullNameId,
    );
    expect(unnamed?.name).toBeNull();
  });

  it('gives one job by id with its dates', async () => {
    const id = careerFacts.ids[0];
    const { job } = await data(`{ job(id: "${id}") { id title applicationDeadline } }`);
    expect(job).toMatchObject({ id: String(id) });
  });

  it('gives a gallery with its photos', async () => {
    const id = galleryFacts.ids[0]!;
    const { gallery } = await data(`{ gallery(id: "${id}") { id images { id image { url } } } }`);
    expect((gallery as { images: unknown[] }).images).toHaveLength(galleryFacts.itemCountById[id]!);
  });

  it('answers null for unknown ids and a clear error for malformed ones', async () => {
    expect(
      (await data(`{ gallery(id: "${galleryFacts.unknownIdInRange}") { id } }`)).gallery,
    ).toBeNull();
    const body = await run('{ job(id: "x") { id } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('stay empty when the service fails (failures are only logged)', async () => {
    sandbox.faults.set({ match: '/', mode: 'error' });
    expect(
      await data('{ announcements { id } jobs { id } galleries { id } job(id: "1") { id } }'),
    ).toEqual({
      announcements: [],
      jobs: [],
      galleries: [],
      job: null,
    });
  });
});

describe('HTML from the content service', () => {
  it('comes out of the API harmless, whatever the editors pasted', async () => {
    const answer = await data(`{
      departments { descriptionHtml }
      services { profileHtml }
      news { bodyHtml }
      events { bodyHtml }
      jobs { skillsHtml detailHtml }
      announcements { detailsHtml }
      branches { about { html } }
    }`);
    const html = htmlIn(answer);
    expect(html.length).toBeGreaterThan(100);
    for (const fragment of html) expect(fragment).not.toMatch(HARMFUL);
    // The records known to carry hostile markup still say something.
    const { department } = await data(
      `{ department(id: "${departmentFacts.hostileIds[0]}") { descriptionHtml } }`,
    );
    expect((department as { descriptionHtml: string }).descriptionHtml.length).toBeGreaterThan(20);
  });
});

describe('a branch landing page', () => {
  it('gets everything it needs in one request', async () => {
    const query = readFileSync('docs/branch-landing.graphql', 'utf8');
    const { branch } = await data(query, { branch: 'DHA' });
    const landing = branch as Record<string, unknown[]>;
    expect(landing.consultants).toHaveLength(consultantFacts.countByBranch.DHA);
    expect(landing.services).toHaveLength(serviceFacts.countByBranch.DHA);
    expect(landing.news).toHaveLength(newsFacts.countByBranch.DHA);
    expect(landing.featuredDepartments).toHaveLength(5);
    expect(landing.about).toBeTruthy();
  });
});
