import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aboutFacts } from '../../sandbox/data/about-feed';
import { announcementFacts } from '../../sandbox/data/announcements-feed';
import { BRANCH_NAMES, canonicalBranchName } from '../../sandbox/data/branches';
import { careerFacts, JOB_TYPES } from '../../sandbox/data/careers-feed';
import { HOSTILE_MARKUP } from '../../sandbox/data/cms-html';
import { departmentFacts } from '../../sandbox/data/departments-feed';
import { galleryFacts } from '../../sandbox/data/gallery-feed';
import { eventFacts, newsFacts } from '../../sandbox/data/news-feed';
import { serviceFacts } from '../../sandbox/data/services-feed';
import { startSandbox, type Sandbox, type SandboxHostName } from '../../sandbox/server';

type WireRecord = Record<string, unknown>;

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, faults: [] });
});

afterAll(async () => {
  await sandbox.close();
});

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
}

async function feed(path: string, host: SandboxHostName = 'main'): Promise<WireRecord[]> {
  const { status, body } = await getJson(`${sandbox.hosts[host]}${path}`);
  expect(status, path).toBe(200);
  expect(Array.isArray(body), path).toBe(true);
  return body as WireRecord[];
}

function keysOf(record: WireRecord): string[] {
  return Object.keys(record).sort();
}

function sorted(keys: readonly string[]): string[] {
  return [...keys].sort();
}

function perBranch(records: readonly WireRecord[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(BRANCH_NAMES.map((b) => [b, 0]));
  for (const record of records) {
    const branch = canonicalBranchName(record.brancH_NAME as string | null);
    if (branch) counts[branch] = (counts[branch] ?? 0) + 1;
  }
  return counts;
}

function isAscending(ids: readonly number[]): boolean {
  return ids.every((id, index) => index === 0 || (ids[index - 1] ?? id) <= id);
}

function hostileSnippetsIn(html: unknown): string[] {
  return typeof html === 'string' ? HOSTILE_MARKUP.filter((snippet) => html.includes(snippet)) : [];
}

const DEPARTMENT_FIELDS = sorted([
  'cosT_CENTER_ID',
  'cosT_DESC',
  'brancH_NAME',
  'imagE_PATH',
  'depT_DESCRIPTION',
]);
const SERVICE_FIELDS = [
  'brancH_NAME',
  'imagE_PATH',
  'servicE_HEADER',
  'servicE_DESC',
  'servicE_PROFILE',
  'isActive',
  'sorT_ORDER',
  'createD_DATE',
];
const NEWS_FIELDS = sorted([
  'nevenT_ID',
  'news',
  'brancH_NAME',
  'imagE_PATH',
  'description',
  'evenT_DATE',
  'creatioN_DATE',
  'isActive',
]);
const ANNOUNCEMENT_FIELDS = sorted([
  'announcemenT_ID',
  'announcemenT_TITLE',
  'brancH_NAME',
  'announcemenT_CATEGORY',
  'details',
  'datE_OF_EVENT',
  'imagE_PATH',
]);
const CAREER_FIELDS = sorted([
  'joB_ID',
  'joB_TITLE',
  'brancH_NAME',
  'department',
  'location',
  'joB_TYPE',
  'numbeR_OF_POSITIONS',
  'salarY_RANGE',
  'applicatioN_DEADLINE',
  'expecteD_START_DATE',
  'skilL_REQUIREMENTS',
  'detail',
  'imagE_PATH',
]);
const SQL_DATE = /^20(23|24|25)-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?$/;

describe('the events host', () => {
  it('is listed with the other hosts and in env', () => {
    expect(sandbox.hosts.events).toBe(`${sandbox.origin}/events/`);
    expect(sandbox.env.CONTENT_HOST_EVENTS).toBe(sandbox.hosts.events);
  });
});

describe('GET /{host}/api/web/departments', () => {
  it('lists every branch’s departments with the wire fields', async () => {
    const records = await feed('api/web/departments');
    expect(records).toHaveLength(departmentFacts.total);
    for (const record of records) {
      expect(keysOf(record)).toEqual(DEPARTMENT_FIELDS);
      expect(typeof record.cosT_CENTER_ID).toBe('number');
      expect(String(record.depT_DESCRIPTION)).toMatch(/^</);
      if (record.imagE_PATH !== null) {
        expect(record.imagE_PATH).toMatch(/^~\/Images\/Departments\/.+\.jpg$/);
      }
    }
    const ids = records.map((record) => Number(record.cosT_CENTER_ID));
    expect(new Set(ids).size).toBe(ids.length);
    expect(perBranch(records)).toEqual(departmentFacts.countByBranch);
    for (const count of Object.values(departmentFacts.countByBranch)) {
      expect(count).toBeGreaterThanOrEqual(8);
      expect(count).toBeLessThanOrEqual(20);
    }
    const nullImages = records.filter((record) => record.imagE_PATH === null);
    expect(nullImages.map((record) => record.cosT_CENTER_ID)).toEqual(departmentFacts.nullImageIds);
    expect(nullImages.length / records.length).toBeGreaterThan(0.1);
    expect(nullImages.length / records.length).toBeLessThan(0.2);
    expect(records.map((record) => record.cosT_DESC)).toContain('Gynaecology & Obstetrics');
    expect(departmentFacts.branchVariantIds.length).toBeGreaterThan(0);
  });

  it('answers the capitalised spelling the same, and strings for numbers on plain', async () => {
    const lower = await fetch(`${sandbox.hosts.main}api/web/departments`);
    const upper = await fetch(`${sandbox.hosts.main}api/web/Departments`);
    expect(await upper.text()).toBe(await lower.text());
    const plain = await feed('api/web/Departments', 'plain');
    expect(plain.every((record) => typeof record.cosT_CENTER_ID === 'string')).toBe(true);
  });
});

describe('GET /{host}/api/web/DepartmentServices?Id=', () => {
  it('lists 3 to 12 services of a department', async () => {
    const { idWithServices, serviceCountOfIdWithServices, serviceCountById } = departmentFacts;
    const list = await feed(`api/web/DepartmentServices?Id=${idWithServices}`);
    expect(list).toHaveLength(serviceCountOfIdWithServices);
    for (const record of list) {
      expect(keysOf(record)).toEqual(['d_SERV_ID', 'servicE_NAME']);
      expect(typeof record.d_SERV_ID).toBe('number');
      expect(typeof record.servicE_NAME).toBe('string');
    }
    expect(Object.keys(serviceCountById)).toHaveLength(departmentFacts.total);
    for (const count of Object.values(serviceCountById)) {
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(12);
    }
    const plain = await feed(`api/web/departmentservices?id=${idWithServices}`, 'plain');
    expect(plain.map((record) => record.d_SERV_ID)).toEqual(
      list.map((record) => String(record.d_SERV_ID)),
    );
  });

  it('answers [] for an unknown id and the Web API 404 without one', async () => {
    for (const id of [departmentFacts.unknownIdInRange, 999999, 'abc']) {
      expect(await feed(`api/web/DepartmentServices?Id=${id}`)).toEqual([]);
    }
    expect((await fetch(`${sandbox.hosts.main}api/web/DepartmentServices`)).status).toBe(404);
  });
});

describe('GET /{host}/api/web/Serviceslist', () => {
  it('lists services keyed serV_ID, or id on about one row in ten, in no id order', async () => {
    const records = await feed('api/web/Serviceslist');
    expect(records).toHaveLength(serviceFacts.total);
    const ids: number[] = [];
    const idKeyed: number[] = [];
    for (const record of records) {
      const hasServId = 'serV_ID' in record;
      const hasId = 'id' in record;
      expect(hasServId !== hasId).toBe(true);
      const idKey = hasServId ? 'serV_ID' : 'id';
      expect(keysOf(record)).toEqual(sorted([idKey, ...SERVICE_FIELDS]));
      const id = Number(record[idKey]);
      ids.push(id);
      if (hasId) idKeyed.push(id);
      expect(String(record.servicE_PROFILE)).toMatch(/^</);
      expect(record.createD_DATE).toMatch(SQL_DATE);
    }
    expect(ids).toEqual(serviceFacts.ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(isAscending(ids)).toBe(false);
    expect(idKeyed).toEqual(serviceFacts.idKeyedIds);
    expect(idKeyed.length).toBeGreaterThanOrEqual(Math.floor(records.length * 0.08));
    expect(idKeyed.length).toBeLessThanOrEqual(Math.ceil(records.length * 0.12));
    for (const featured of [101, 102, 103, 23, 21, 4, 27, 28]) expect(ids).toContain(featured);
    expect(records.some((record) => record.imagE_PATH === null)).toBe(true);
  });

  it('has none for Bahria Enclave and several for Doctors Hospital and Bahria Golf City', async () => {
    const counts = perBranch(await feed('api/web/ServicesList'));
    expect(counts).toEqual(serviceFacts.countByBranch);
    expect(counts['Bahria Enclave']).toBe(0);
    expect(serviceFacts.branchesWithoutServices).toEqual(['Bahria Enclave']);
    expect(counts['Doctors Hospital']).toBeGreaterThanOrEqual(5);
    expect(counts['Bahria Golf City']).toBeGreaterThanOrEqual(5);
    for (const branch of BRANCH_NAMES.filter((name) => name !== 'Bahria Enclave')) {
      expect(counts[branch]).toBeGreaterThanOrEqual(5);
      expect(counts[branch]).toBeLessThanOrEqual(15);
    }
  });

  it('sends ids and sort orders as strings on plain, whichever key carries the id', async () => {
    const plain = await feed('api/web/serviceslist', 'plain');
    for (const record of plain) {
      expect(typeof (record.serV_ID ?? record.id)).toBe('string');
      expect(typeof record.sorT_ORDER).toBe('string');
    }
  });
});

describe('GET /{host}/api/web/NewsEvents and Events', () => {
  it('lists at least 60 news items in no id order, 8 or more for the busiest branches', async () => {
    const records = await feed('api/web/NewsEvents');
    expect(records.length).toBeGreaterThanOrEqual(60);
    expect(records).toHaveLength(newsFacts.total);
    for (const record of records) {
      expect(keysOf(record)).toEqual(NEWS_FIELDS);
      expect(typeof record.nevenT_ID).toBe('number');
      for (const date of [record.evenT_DATE, record.creatioN_DATE]) {
        if (date !== null) expect(date).toMatch(SQL_DATE);
      }
    }
    const ids = records.map((record) => Number(record.nevenT_ID));
    expect(ids).toEqual(newsFacts.ids);
    expect(isAscending(ids)).toBe(false);
    const counts = perBranch(records);
    expect(counts).toEqual(newsFacts.countByBranch);
    for (const branch of ['Allama Iqbal Town', 'West Wood', 'DHA']) {
      expect(counts[branch]).toBeGreaterThanOrEqual(8);
    }
    const groupWide = records.filter(
      (record) => canonicalBranchName(record.brancH_NAME as string | null) === undefined,
    );
    expect(groupWide.map((record) => record.nevenT_ID)).toEqual(newsFacts.groupWideIds);
    expect(new Set(groupWide.map((record) => record.brancH_NAME))).toEqual(new Set([null, 'All']));
    expect(newsFacts.nullImageIds.length).toBeGreaterThan(0);
    expect(newsFacts.nullEventDateIds.length).toBeGreaterThan(0);
    expect(newsFacts.nullCreationDateIds.length).toBeGreaterThan(0);
  });

  it('lists about 20 other events, unsorted, sharing the id space without overlap', async () => {
    const records = await feed('api/web/Events');
    expect(records).toHaveLength(eventFacts.total);
    expect(records.length).toBeGreaterThanOrEqual(15);
    expect(records.length).toBeLessThanOrEqual(25);
    for (const record of records) expect(keysOf(record)).toEqual(NEWS_FIELDS);
    const ids = records.map((record) => Number(record.nevenT_ID));
    expect(ids).toEqual(eventFacts.ids);
    expect(isAscending(ids)).toBe(false);
    expect(ids[0]).not.toBe(eventFacts.maxId);
    expect(Math.max(...ids)).toBe(eventFacts.maxId);
    for (const id of ids) expect(newsFacts.ids).not.toContain(id);
  });
});

describe('GET /events/web/NewsEvents/{id}', () => {
  const detailUrl = (host: SandboxHostName, id: number | string): string =>
    `${sandbox.hosts[host]}web/NewsEvents/${id}`;

  it('answers the one record, as an object with detail, for news and event ids alike', async () => {
    const events = await feed('api/web/Events');
    const news = await feed('api/web/NewsEvents');
    for (const listed of [
      events.find((record) => record.nevenT_ID === eventFacts.maxId),
      news[0],
    ]) {
      const { status, body } = await getJson(detailUrl('events', Number(listed?.nevenT_ID)));
      expect(status).toBe(200);
      expect(Array.isArray(body)).toBe(false);
      const { detail, ...rest } = body as WireRecord;
      expect(rest).toEqual(listed);
      expect(String(detail)).toContain('<h3>Event details</h3>');
    }
    const mixedCase = `${sandbox.origin}/EVENTS/Web/newsevents/${eventFacts.maxId}/`;
    expect((await getJson(mixedCase)).status).toBe(200);
  });

  it('answers the Web API 404 for an unknown id, and on every other host', async () => {
    for (const id of [eventFacts.unknownDetailId, 999999, 'abc']) {
      const url = detailUrl('events', id);
      expect(await getJson(url)).toEqual({
        status: 404,
        body: { Message: `No HTTP resource was found that matches the request URI '${url}'.` },
      });
    }
    for (const host of ['main', 'plain', 'enclave', 'news'] as const) {
      expect((await fetch(detailUrl(host, eventFacts.maxId))).status).toBe(404);
    }
  });
});

describe('GET /{host}/api/web/aboutus', () => {
  it('has one entry per branch but none for West Wood, and an older second one', async () => {
    const records = await feed('api/web/aboutus');
    expect(records).toHaveLength(aboutFacts.total);
    for (const record of records) {
      expect(keysOf(record)).toEqual(['abouT_US', 'brancH_NAME', 'heading', 'imagE_PATH']);
    }
    const branches = records.map((record) => record.brancH_NAME);
    expect(branches).not.toContain('West Wood');
    expect(aboutFacts.branchesWithoutEntries).toEqual(['West Wood']);
    expect(new Set(branches)).toEqual(new Set(aboutFacts.branchesWithEntries));
    const twice = records.filter(
      (record) => record.brancH_NAME === aboutFacts.branchWithTwoEntries,
    );
    expect(twice).toHaveLength(2);
    expect(String(twice[1]?.heading)).toMatch(/\(2019\)/);
    expect(records.filter((record) => record.imagE_PATH === null)).toHaveLength(1);
  });
});

describe('GET /{host}/api/web/Announcements, Careers and gallery', () => {
  it('lists about 25 announcements, some long, some HTML, some undated', async () => {
    const records = await feed('api/web/Announcements');
    expect(records).toHaveLength(announcementFacts.total);
    for (const record of records) {
      expect(keysOf(record)).toEqual(ANNOUNCEMENT_FIELDS);
      expect(Number.isInteger(record.announcemenT_ID)).toBe(true);
    }
    expect(announcementFacts.longDetailIds.length).toBeGreaterThan(3);
    expect(announcementFacts.longDetailIds.length).toBeLessThan(records.length);
    expect(announcementFacts.htmlDetailIds.length).toBeGreaterThan(0);
    expect(announcementFacts.nullDateIds.length).toBeGreaterThan(0);
    expect(announcementFacts.categories).toEqual(
      expect.arrayContaining(['Notice', 'Health Camp', 'Holiday', 'Tender']),
    );
    expect(perBranch(records)).toEqual(announcementFacts.countByBranch);
  });

  it('lists about 25 jobs with the documented types, salary ranges and gaps', async () => {
    const records = await feed('api/web/Careers');
    expect(records).toHaveLength(careerFacts.total);
    for (const record of records) {
      expect(keysOf(record)).toEqual(CAREER_FIELDS);
      expect(JOB_TYPES).toContain(record.joB_TYPE);
      if (record.salarY_RANGE !== null)
        expect(record.salarY_RANGE).toMatch(/^PKR \d{1,3}(,\d{3})+/);
      expect(String(record.skilL_REQUIREMENTS)).toMatch(/<(ul|li)/);
    }
    for (const type of JOB_TYPES) expect(careerFacts.countByJobType[type]).toBeGreaterThan(0);
    expect(careerFacts.nullSalaryIds.length).toBeGreaterThan(0);
    expect(careerFacts.nullStartDateIds.length).toBeGreaterThan(0);
    expect(perBranch(records)).toEqual(careerFacts.countByBranch);
  });

  it('lists 12 galleries and 4 to 12 items for each', async () => {
    const records = await feed('api/web/gallery');
    expect(records).toHaveLength(12);
    expect(records.map((record) => record.pgM_ID)).toEqual(galleryFacts.ids);
    for (const record of records) {
      expect(keysOf(record)).toEqual(['description', 'gallerY_NAME', 'imagE_PATH', 'pgM_ID']);
    }
    expect(records.find((record) => record.gallerY_NAME === null)?.pgM_ID).toBe(
      galleryFacts.nullNameId,
    );
    expect(records.find((record) => record.description === null)?.pgM_ID).toBe(
      galleryFacts.nullDescriptionId,
    );
    for (const id of galleryFacts.ids) {
      const count = galleryFacts.itemCountById[id] ?? 0;
      expect(count).toBeGreaterThanOrEqual(4);
      expect(count).toBeLessThanOrEqual(12);
    }
    const [firstId = 0, secondId = 0] = galleryFacts.ids;
    const items = await feed(`api/web/GalleryItems?id=${firstId}`);
    expect(items).toHaveLength(galleryFacts.itemCountById[firstId] ?? -1);
    for (const item of items) expect(keysOf(item)).toEqual(['imagE_PATH', 'pgmiteM_ID']);
    expect(await feed(`api/web/GalleryItems?Id=${secondId}`)).toHaveLength(
      galleryFacts.itemCountById[secondId] ?? -1,
    );
    expect(await feed(`api/web/GalleryItems?id=${galleryFacts.unknownIdInRange}`)).toEqual([]);
  });
});

describe('feed images', () => {
  async function expectJpeg(host: SandboxHostName, imagePath: unknown, size: [number, number]) {
    expect(String(imagePath)).toMatch(/^~\/Images\/.+\.jpg$/);
    const url = new URL(String(imagePath).replace(/^~\//, ''), sandbox.hosts[host]);
    const response = await fetch(url);
    expect(response.status, String(imagePath)).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({
      format: 'jpeg',
      width: size[0],
      height: size[1],
    });
  }

  const BANNER: [number, number] = [800, 500];
  const PHOTO: [number, number] = [1200, 800];

  function samplePaths(records: readonly WireRecord[], count = 2): unknown[] {
    return records
      .map((record) => record.imagE_PATH)
      .filter((path) => path !== null)
      .slice(0, count);
  }

  it('answers a banner JPEG for card images of every feed, on the host that served them', async () => {
    const samples: Array<[SandboxHostName, string]> = [
      ['main', 'api/web/departments'],
      ['plain', 'api/web/Serviceslist'],
      ['news', 'api/web/NewsEvents'],
      ['enclave', 'api/web/Events'],
      ['main', 'api/web/aboutus'],
      ['plain', 'api/web/Announcements'],
      ['main', 'api/web/Careers'],
      ['enclave', 'api/web/gallery'],
    ];
    for (const [host, path] of samples) {
      for (const imagePath of samplePaths(await feed(path, host))) {
        await expectJpeg(host, imagePath, BANNER);
      }
    }
  });

  it('answers photos for gallery items and the event detail, and encodes spaced names', async () => {
    const [galleryId = 0] = galleryFacts.ids;
    for (const imagePath of samplePaths(await feed(`api/web/GalleryItems?id=${galleryId}`), 2)) {
      await expectJpeg('main', imagePath, PHOTO);
    }
    const { body } = await getJson(`${sandbox.hosts.events}web/NewsEvents/${eventFacts.maxId}`);
    const detail = String((body as WireRecord).detail);
    const photo = /src="(~\/Images\/NewsEvents\/Detail\/[^"]+)"/.exec(detail)?.[1];
    await expectJpeg('events', photo, PHOTO);

    const news = await feed('api/web/NewsEvents');
    const spaced = news.find((record) => record.nevenT_ID === newsFacts.spacedImageIds[0]);
    expect(String(spaced?.imagE_PATH)).toContain(' ');
    await expectJpeg('main', spaced?.imagE_PATH, BANNER);
  });

  it('answers inline images referenced from the HTML fields', async () => {
    const departments = await feed('api/web/departments');
    const inline = departments
      .map((record) => /src="(~\/Images\/[^"]+)"/.exec(String(record.depT_DESCRIPTION))?.[1])
      .find((path) => path !== undefined);
    await expectJpeg('main', inline, BANNER);
  });
});

describe('hostile markup', () => {
  const htmlFeeds: Array<{
    path: string;
    idOf: (record: WireRecord) => number;
    html: (record: WireRecord) => unknown[];
    hostileIds: readonly number[];
  }> = [
    {
      path: 'api/web/departments',
      idOf: (record) => Number(record.cosT_CENTER_ID),
      html: (record) => [record.depT_DESCRIPTION],
      hostileIds: departmentFacts.hostileIds,
    },
    {
      path: 'api/web/Serviceslist',
      idOf: (record) => Number(record.serV_ID ?? record.id),
      html: (record) => [record.servicE_PROFILE],
      hostileIds: serviceFacts.hostileIds,
    },
    {
      path: 'api/web/NewsEvents',
      idOf: (record) => Number(record.nevenT_ID),
      html: (record) => [record.description],
      hostileIds: newsFacts.hostileIds,
    },
    {
      path: 'api/web/Events',
      idOf: (record) => Number(record.nevenT_ID),
      html: (record) => [record.description],
      hostileIds: eventFacts.hostileIds,
    },
    {
      path: 'api/web/Careers',
      idOf: (record) => Number(record.joB_ID),
      html: (record) => [record.detail, record.skilL_REQUIREMENTS],
      hostileIds: careerFacts.hostileIds,
    },
  ];

  it('is carried by exactly the records the facts name, covering every kind per feed', async () => {
    for (const { path, idOf, html, hostileIds } of htmlFeeds) {
      expect(hostileIds.length, path).toBeGreaterThanOrEqual(2);
      const seen = new Set<string>();
      const carriers: number[] = [];
      for (const record of await feed(path)) {
        const snippets = html(record).flatMap(hostileSnippetsIn);
        if (snippets.length > 0) carriers.push(idOf(record));
        for (const snippet of snippets) seen.add(snippet);
      }
      expect(
        carriers.sort((a, b) => a - b),
        path,
      ).toEqual([...hostileIds].sort((a, b) => a - b));
      expect(seen.size, path).toBe(HOSTILE_MARKUP.length);
    }
    const about = await feed('api/web/aboutus');
    const aboutCarriers = about.flatMap((record, index) =>
      hostileSnippetsIn(record.abouT_US).length > 0 ? [index] : [],
    );
    expect(aboutCarriers).toEqual(aboutFacts.hostileIndexes);
  });

  it('reaches the event detail too', async () => {
    const [id] = eventFacts.hostileIds;
    const { body } = await getJson(`${sandbox.hosts.events}web/NewsEvents/${id}`);
    expect(hostileSnippetsIn((body as WireRecord).detail).length).toBeGreaterThan(0);
  });

  it('also passes through the CMS editors’ own markup', async () => {
    const html = (await feed('api/web/departments'))
      .map((record) => String(record.depT_DESCRIPTION))
      .join('\n');
    for (const marker of [
      '<p style="text-align: justify;">',
      '<table',
      '<ul>',
      '<strong>',
      '&nbsp;',
      '<o:p></o:p>',
      'mso-fareast-font-family',
      '<h3>',
      'src="~/Images/',
    ]) {
      expect(html, marker).toContain(marker);
    }
  });
});

describe('faults on the new routes', () => {
  it('apply like on the consultant feeds', async () => {
    const url = `${sandbox.hosts.main}api/web/Careers`;
    expect((await fetch(`${url}?__fault=error&__status=503`)).status).toBe(503);
    const malformed = await fetch(`${url}?__fault=malformed`);
    await expect(malformed.json()).rejects.toThrow();
    expect((await fetch(url)).status).toBe(200);
  });
});
