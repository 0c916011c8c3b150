import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { newestFirst } from '@/domain/newestFirst';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aboutFacts } from '@/sandbox/data/about-feed';
import { announcementFacts } from '@/sandbox/data/announcements-feed';
import { careerFacts, careers } from '@/sandbox/data/careers-feed';
import { pakistanTime } from '@/domain/pakistanClock';
import { departmentFacts } from '@/sandbox/data/departments-feed';
import { galleryFacts } from '@/sandbox/data/gallery-feed';
import { eventFacts, newsFacts } from '@/sandbox/data/news-feed';
import { serviceFacts } from '@/sandbox/data/services-feed';
import type { Sandbox } from '@/sandbox/server';
import {
  AllHtmlDocument,
  AnnouncementsDocument,
  BranchAboutDocument,
  BranchNewsDocument,
  BranchServicesDocument,
  DepartmentDetailDocument,
  DepartmentsDocument,
  EventDetailDocument,
  EventsDocument,
  FeaturedServicesDocument,
  GalleriesDocument,
  GalleryDetailDocument,
  GenericDepartmentsDocument,
  HomeNewsDocument,
  JobDetailDocument,
  JobsByOpennessDocument,
  JobsDocument,
  NewsDocument,
  ServiceDetailDocument,
  ServicesDocument,
} from './__generated__/operations';
import { executeOperation, resetBetweenTests, startTestSandbox } from './support';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => resetBetweenTests(sandbox));

/** The answer's data, after checking it came with no error. */
async function data<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  const { status, body } = await executeOperation(document, variables);
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data!;
}
const idsOf = (list: readonly { id: string }[] | null | undefined) =>
  (list ?? []).map((item) => Number(item.id));

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
    const { departments } = await data(DepartmentsDocument, { branch: 'DHA' });
    expect(departments).toHaveLength(departmentFacts.countByBranch.DHA);
    expect(new Set(departments.map((d) => d.branchName))).toEqual(new Set(['DHA']));
  });

  it('gives a department with its services', async () => {
    const { department } = await data(DepartmentDetailDocument, {
      id: String(departmentFacts.idWithServices),
    });
    expect(department?.services).toHaveLength(departmentFacts.serviceCountOfIdWithServices);
  });

  it('gives null, not a stock picture, for a department without an image', async () => {
    const { department } = await data(DepartmentDetailDocument, {
      id: String(departmentFacts.nullImageIds[0]),
    });
    expect(department?.image).toBeNull();
  });

  it('answers the general department list of 19 entries, with the duplicated id 18', async () => {
    const { genericDepartments } = await data(GenericDepartmentsDocument);
    expect(genericDepartments).toHaveLength(19);
    expect(genericDepartments.filter((d) => d.id === 18).map((d) => d.name)).toEqual([
      'medicine',
      'Diet & Nutrition',
    ]);
  });

  it('leaves the list empty when the service fails', async () => {
    sandbox.faults.set({ match: '/', mode: 'error' });
    expect((await data(DepartmentsDocument, {})).departments).toEqual([]);
  });

  it("blanks only a department's services, with their message, when they cannot be read", async () => {
    sandbox.faults.set({ match: '/main/api/web/DepartmentServices', mode: 'error', status: 503 });
    const { body } = await executeOperation(DepartmentDetailDocument, {
      id: String(departmentFacts.idWithServices),
    });
    expect(body.data?.department?.name).toBeTruthy();
    expect(body.data?.department?.services).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Error fetching services data',
        path: ['department', 'services'],
      }),
    ]);
  });
});

describe('services', () => {
  it("lists every branch's services, including records keyed id instead of serV_ID", async () => {
    const { services } = await data(ServicesDocument, {});
    expect(idsOf(services)).toEqual(expect.arrayContaining(serviceFacts.idKeyedIds));
    expect(services).toHaveLength(serviceFacts.total);
  });

  it('features 101, 102, 103 on the home page and 23, 21, 4, 27, 28 on the services page', async () => {
    const home = await data(FeaturedServicesDocument, { placement: 'HOME' });
    expect(idsOf(home.featuredServices).sort((a, b) => a - b)).toEqual([101, 102, 103]);
    const page = await data(FeaturedServicesDocument, { placement: 'SERVICES_PAGE' });
    expect(idsOf(page.featuredServices).sort((a, b) => a - b)).toEqual([4, 21, 23, 27, 28]);
  });

  it('shows Doctors Hospital its own services, and Bahria Enclave none with its message', async () => {
    const doctors = await data(BranchServicesDocument, { branch: 'DOCTORS_HOSPITAL' });
    expect(doctors.branch.services).toHaveLength(serviceFacts.countByBranch['Doctors Hospital']);
    expect(new Set(doctors.branch.services?.map((s) => s.branchName))).toEqual(
      new Set(['Doctors Hospital Johar Town']),
    );
    const enclave = await data(BranchServicesDocument, { branch: 'BAHRIA_ENCLAVE' });
    expect(enclave.branch).toEqual({ services: [], noServicesText: 'No services available.' });
  });

  it('gives one service by id, with its branch', async () => {
    const { service } = await data(ServiceDetailDocument, { id: '28' });
    expect(service).toMatchObject({ id: '28', branch: { id: 'DHA' } });
  });

  it('fails the list with "Failed to fetch services" when the service is unavailable', async () => {
    sandbox.faults.set({ match: '/', mode: 'error' });
    const { body } = await executeOperation(ServicesDocument, {});
    expect(body.data).toEqual({ services: null });
    expect(body.errors?.[0]?.message).toBe('Failed to fetch services');
  });
});

describe('news and events', () => {
  it('limits Iqbal Town and West Wood to four items and shows all for other branches', async () => {
    const iqbal = await data(BranchNewsDocument, { branch: 'ALLAMA_IQBAL_TOWN' });
    expect(iqbal.branch.newsLimit).toBe(4);
    expect(iqbal.branch.news.totalCount).toBe(4);
    const westWood = await data(BranchNewsDocument, { branch: 'WEST_WOOD' });
    expect(westWood.branch.news.nodes).toHaveLength(4);
    const dha = await data(BranchNewsDocument, { branch: 'DHA' });
    expect(dha.branch.news.totalCount).toBe(newsFacts.countByBranch.DHA);
  });

  it('keeps the four newest items of the news feed for the home strip, from its own host', async () => {
    const { homeNews } = await data(HomeNewsDocument);
    const { news } = await data(NewsDocument, {});
    expect(idsOf(homeNews)).toEqual(idsOf(newestFirst(news.nodes, (n) => n.date).slice(0, 4)));
    // The feed's own first four are not the newest, so the order is the resolver's.
    expect(idsOf(homeNews)).not.toEqual(newsFacts.ids.slice(0, 4));
    expect(sandbox.requests().map((entry) => entry.path)).toContain('/news/api/web/NewsEvents');
  });

  it('sorts events by id, newest first, and pages through them', async () => {
    const first = await data(EventsDocument, { first: 5 });
    expect(idsOf(first.events.nodes)).toEqual(eventFacts.idsDescending.slice(0, 5));
    expect(first.events.totalCount).toBe(eventFacts.total);
    const next = await data(EventsDocument, { first: 5, after: first.events.pageInfo.endCursor });
    expect(idsOf(next.events.nodes)).toEqual(eventFacts.idsDescending.slice(5, 10));
  });

  it('gives an event detail from the separate address, with ISO dates and encoded image paths', async () => {
    const { newsItem } = await data(EventDetailDocument, { id: String(eventFacts.maxId) });
    expect(newsItem).toMatchObject({ id: String(eventFacts.maxId) });
    expect(sandbox.requests().map((entry) => entry.path)).toContain(
      `/events/web/NewsEvents/${eventFacts.maxId}`,
    );
    const { news } = await data(NewsDocument, {});
    const spaced = news.nodes.find((n) => Number(n.id) === newsFacts.spacedImageIds[0]);
    expect(spaced?.image.url).toMatch(/%20/);
    expect((await fetch(spaced!.image.url)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers a date as ISO 8601 in Pakistan time', async () => {
    const { news } = await data(NewsDocument, {});
    const dates = news.nodes.map((n) => n.date).filter(Boolean);
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:00$/);
  });

  it('leaves news and events empty when the service fails', async () => {
    sandbox.faults.set({ match: '/', mode: 'malformed' });
    expect((await data(NewsDocument, {})).news.nodes).toEqual([]);
    expect((await data(EventsDocument, {})).events.totalCount).toBe(0);
    expect((await data(HomeNewsDocument)).homeNews).toEqual([]);
  });
});

describe('about us', () => {
  it("gives a branch's first matching entry", async () => {
    expect(aboutFacts.branchWithTwoEntries).toBe('DHA');
    const { branch } = await data(BranchAboutDocument, { branch: 'DHA' });
    expect(branch.about?.heading).toBeTruthy();
  });

  it('says "No data found for Westwood branch" when West Wood has no entry', async () => {
    const { branch } = await data(BranchAboutDocument, { branch: 'WEST_WOOD' });
    expect(branch).toEqual({ about: null, noAboutText: 'No data found for Westwood branch' });
  });

  it('stays empty, with no message, when the service fails', async () => {
    sandbox.faults.set({ match: '/', mode: 'error' });
    const { branch } = await data(BranchAboutDocument, { branch: 'WEST_WOOD' });
    expect(branch).toEqual({ about: null, noAboutText: null });
  });
});

describe('announcements, jobs and galleries', () => {
  it('lists announcements newest first, the undated last', async () => {
    const { announcements } = await data(AnnouncementsDocument, {});
    const dates = announcements.nodes.map((item) => item.eventDate);
    const dated = dates.filter((date): date is string => date !== null);
    // The sample feed is in no date order and has undated rows, so the order is the API's own.
    expect(dated.length).toBeGreaterThan(1);
    expect(dated.length).toBeLessThan(dates.length);
    expect(dates.slice(0, dated.length)).toEqual(dated);
    const times = dated.map((date) => Date.parse(date));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('lists announcements with a 150-character preview', async () => {
    const { announcements } = await data(AnnouncementsDocument, {});
    expect(announcements.totalCount).toBe(announcementFacts.total);
    const long = announcements.nodes.find(
      (a) => Number(a.id) === announcementFacts.longDetailIds[0],
    )!;
    expect(long.preview).toBe(`${long.detailsText!.slice(0, 150)}...`);
  });

  it('pages through jobs', async () => {
    const all = await data(JobsDocument, {});
    expect(idsOf(all.jobs.nodes)).toEqual(careerFacts.ids);
    const first = await data(JobsDocument, { first: 3 });
    const next = await data(JobsDocument, { first: 3, after: first.jobs.pageInfo.endCursor });
    expect(idsOf(next.jobs.nodes)).toEqual(careerFacts.ids.slice(3, 6));
  });

  it('lists only the open jobs, or only the closed ones, when asked (issues 40, 54)', async () => {
    // Open: no deadline, or one not before today in Pakistan (the sample's are plain dates).
    const today = pakistanTime(new Date()).date;
    const openIds = careers
      .filter((job) => (job.applicatioN_DEADLINE?.slice(0, 10) ?? today) >= today)
      .map((job) => job.joB_ID);
    expect(openIds.length).toBeGreaterThan(careerFacts.nullDeadlineIds.length);
    const open = await data(JobsByOpennessDocument, { open: true });
    expect(idsOf(open.jobs.nodes)).toEqual(openIds);
    expect(open.jobs.totalCount).toBe(openIds.length);
    const closed = await data(JobsByOpennessDocument, { open: false });
    expect(closed.jobs.totalCount).toBe(careerFacts.total - openIds.length);
    expect(closed.jobs.nodes.every((job) => job.applicationDeadline !== null)).toBe(true);
  });

  it('lists galleries, with null for a missing name or description', async () => {
    const { galleries } = await data(GalleriesDocument);
    expect(idsOf(galleries.nodes)).toEqual(galleryFacts.ids);
    const unnamed = galleries.nodes.find((g) => Number(g.id) === galleryFacts.nullNameId);
    expect(unnamed?.name).toBeNull();
  });

  it('gives one job by id with its dates, and a gallery with its photos', async () => {
    const jobId = String(careerFacts.ids[0]);
    expect((await data(JobDetailDocument, { id: jobId })).job).toMatchObject({ id: jobId });
    const galleryId = galleryFacts.ids[0]!;
    const { gallery } = await data(GalleryDetailDocument, { id: String(galleryId) });
    expect(gallery?.images).toHaveLength(galleryFacts.itemCountById[galleryId]!);
  });

  it('leave their lists empty when the service fails (failures are only logged)', async () => {
    sandbox.faults.set({ match: '/', mode: 'error' });
    expect((await data(AnnouncementsDocument, {})).announcements.nodes).toEqual([]);
    expect((await data(JobsDocument, {})).jobs.totalCount).toBe(0);
    expect((await data(GalleriesDocument)).galleries.nodes).toEqual([]);
  });
});

describe('HTML from the content service', () => {
  it('comes out of the API harmless, whatever the editors pasted', async () => {
    const html = htmlIn(await data(AllHtmlDocument));
    expect(html.length).toBeGreaterThan(100);
    for (const fragment of html) expect(fragment).not.toMatch(HARMFUL);
    // The records known to carry hostile markup still say something.
    const { department } = await data(DepartmentDetailDocument, {
      id: String(departmentFacts.hostileIds[0]),
    });
    expect(department?.descriptionHtml?.length).toBeGreaterThan(20);
  });
});
