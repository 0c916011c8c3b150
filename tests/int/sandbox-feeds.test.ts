import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aboutFacts } from '@/sandbox/data/about-feed';
import { announcementFacts } from '@/sandbox/data/announcements-feed';
import { canonicalBranchName } from '@/sandbox/data/branches';
import { careerFacts } from '@/sandbox/data/careers-feed';
import { HOSTILE_MARKUP } from '@/sandbox/data/cms-html';
import { consultantFacts } from '@/sandbox/data/consultants';
import { departmentFacts } from '@/sandbox/data/departments-feed';
import { galleryFacts } from '@/sandbox/data/gallery-feed';
import { eventFacts, newsFacts } from '@/sandbox/data/news-feed';
import { serviceFacts } from '@/sandbox/data/services-feed';
import { startSandbox, type Sandbox, type SandboxHostName } from '@/sandbox/server';

type WireRecord = Record<string, unknown>;

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ faults: [] });
});
afterAll(() => sandbox.close());

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

const sorted = (ids: readonly number[]): number[] => [...ids].sort((a, b) => a - b);
/** Services carry their id as `serV_ID` or, on some rows, as `id`. */
const idOf = (record: WireRecord, key: string): number => Number(record[key] ?? record.id);

const NEWS_FIELDS =
  'nevenT_ID news brancH_NAME imagE_PATH description evenT_DATE creatioN_DATE isActive';

/** Every feed the sandbox serves: its path, id field, exact wire fields and size. */
const FEEDS = [
  {
    path: 'api/web/Consultants',
    id: 'consultanT_ID',
    fields:
      'consultanT_ID consultanT_NAME designation timing department brancH_NAME imagE_PATH consultanT_SPECIALITY profilE_NAME qualification pmdC_NO sorT_ORDER isActive createD_BY createD_DATE updateD_DATE',
    total: consultantFacts.total,
  },
  {
    path: 'api/web/departments',
    id: 'cosT_CENTER_ID',
    fields: 'cosT_CENTER_ID cosT_DESC brancH_NAME imagE_PATH depT_DESCRIPTION',
    total: departmentFacts.total,
  },
  {
    path: `api/web/DepartmentServices?Id=${departmentFacts.idWithServices}`,
    id: 'd_SERV_ID',
    fields: 'd_SERV_ID servicE_NAME',
    total: departmentFacts.serviceCountOfIdWithServices,
  },
  {
    path: 'api/web/Serviceslist',
    id: 'serV_ID',
    fields:
      'serV_ID brancH_NAME imagE_PATH servicE_HEADER servicE_DESC servicE_PROFILE isActive sorT_ORDER createD_DATE',
    total: serviceFacts.total,
  },
  { path: 'api/web/NewsEvents', id: 'nevenT_ID', fields: NEWS_FIELDS, total: newsFacts.total },
  { path: 'api/web/Events', id: 'nevenT_ID', fields: NEWS_FIELDS, total: eventFacts.total },
  {
    path: 'api/web/aboutus',
    id: '',
    fields: 'brancH_NAME heading abouT_US imagE_PATH',
    total: aboutFacts.total,
  },
  {
    path: 'api/web/Announcements',
    id: 'announcemenT_ID',
    fields:
      'announcemenT_ID announcemenT_TITLE brancH_NAME announcemenT_CATEGORY details datE_OF_EVENT imagE_PATH',
    total: announcementFacts.total,
  },
  {
    path: 'api/web/Careers',
    id: 'joB_ID',
    fields:
      'joB_ID joB_TITLE brancH_NAME department location joB_TYPE numbeR_OF_POSITIONS salarY_RANGE applicatioN_DEADLINE expecteD_START_DATE skilL_REQUIREMENTS detail imagE_PATH',
    total: careerFacts.total,
  },
  {
    path: 'api/web/gallery',
    id: 'pgM_ID',
    fields: 'pgM_ID gallerY_NAME description imagE_PATH',
    total: galleryFacts.total,
  },
  {
    path: `api/web/GalleryItems?id=${galleryFacts.ids[0]}`,
    id: 'pgmiteM_ID',
    fields: 'pgmiteM_ID imagE_PATH',
    total: galleryFacts.itemCountById[galleryFacts.ids[0] ?? 0],
  },
];

describe('every feed', () => {
  it.each(FEEDS)('$path sends exactly its wire fields', async ({ path, fields, total }) => {
    const records = await feed(path);
    expect(records).toHaveLength(total ?? -1);
    const expected = fields.split(' ').sort();
    for (const record of records) {
      expect(
        Object.keys(record)
          .map((key) => (key === 'id' ? 'serV_ID' : key))
          .sort(),
      ).toEqual(expected);
    }
  });

  it.each(FEEDS)(
    '$path sends every number as a string on plain, as a number elsewhere',
    async ({ path, id }) => {
      const main = await feed(path);
      const plain = await feed(path, 'plain');
      const numbers = main
        .flatMap((record) => Object.values(record))
        .filter((value) => typeof value === 'number');
      if (id) expect(numbers.length).toBeGreaterThan(0);
      plain.forEach((record, index) => {
        const original = main[index] ?? {};
        for (const [key, value] of Object.entries(original)) {
          expect(record[key]).toEqual(typeof value === 'number' ? String(value) : value);
        }
      });
      // The consultant feed is inconsistent on every host: a few ids arrive as strings.
      const isConsultants = path === 'api/web/Consultants';
      const stringIds = main
        .filter((record) => id && typeof (record[id] ?? record.id) === 'string')
        .map((record) => idOf(record, id));
      expect(stringIds.length > 0).toBe(isConsultants);
      expect(stringIds).toEqual(isConsultants ? consultantFacts.stringIdIds : []);
    },
  );
});

describe('branch names', () => {
  it.each([
    ['api/web/Consultants', 'consultanT_ID', consultantFacts],
    ['api/web/departments', 'cosT_CENTER_ID', departmentFacts],
    ['api/web/Serviceslist', 'serV_ID', serviceFacts],
    ['api/web/NewsEvents', 'nevenT_ID', newsFacts],
    ['api/web/Events', 'nevenT_ID', eventFacts],
    ['api/web/Announcements', 'announcemenT_ID', announcementFacts],
    ['api/web/Careers', 'joB_ID', careerFacts],
  ])(
    '%s spells them the legacy ways, and group-wide rows say null or "All"',
    async (path, id, facts) => {
      const records = await feed(path);
      const spellings = new Set(records.map((record) => record.brancH_NAME));
      for (const variant of [
        ' dha',
        'Westwood',
        'Iqbal Town',
        'Bahria  Golf City',
        'Akhtar Saeed Trust Hospital',
      ]) {
        expect(spellings).toContain(variant);
      }
      const counts: Record<string, number> = {};
      const groupWide: number[] = [];
      const variants: number[] = [];
      for (const record of records) {
        const wire = record.brancH_NAME as string | null;
        const branch = canonicalBranchName(wire);
        if (branch) counts[branch] = (counts[branch] ?? 0) + 1;
        else groupWide.push(idOf(record, id));
        if (branch && wire !== branch) variants.push(idOf(record, id));
        if (!branch) expect([null, 'All']).toContain(wire);
      }
      expect(counts).toEqual(
        Object.fromEntries(Object.entries(facts.countByBranch).filter(([, n]) => n > 0)),
      );
      expect(variants).toEqual(facts.branchVariantIds);
      expect(groupWide).toEqual(facts.groupWideIds);
    },
  );
});

describe('row order and ids', () => {
  it.each([
    ['api/web/Serviceslist', 'serV_ID', serviceFacts.ids, 'unsorted'],
    ['api/web/NewsEvents', 'nevenT_ID', newsFacts.ids, 'unsorted'],
    ['api/web/Events', 'nevenT_ID', eventFacts.ids, 'unsorted'],
    ['api/web/Announcements', 'announcemenT_ID', announcementFacts.ids, 'newest first'],
    ['api/web/Careers', 'joB_ID', careerFacts.ids, 'newest first'],
  ] as const)('%s is %s', async (path, id, ids, order) => {
    const wire = (await feed(path)).map((record) => idOf(record, id));
    expect(wire).toEqual(ids);
    expect(wire).not.toEqual(sorted(wire));
    if (order === 'newest first') expect(wire).toEqual(sorted(wire).reverse());
  });

  it('keeps news and events in one id space', () => {
    expect(newsFacts.ids.filter((id) => eventFacts.ids.includes(id))).toEqual([]);
  });

  it('lists the featured services, one of them keyed `id`, and none for Bahria Enclave', async () => {
    const records = await feed('api/web/Serviceslist');
    expect(records.filter((record) => 'serV_ID' in record && 'id' in record)).toEqual([]);
    const idKeyed = records.filter((record) => 'id' in record).map((record) => Number(record.id));
    expect(idKeyed).toEqual(serviceFacts.idKeyedIds);
    expect(idKeyed).toContain(28);
    expect(serviceFacts.ids).toEqual(expect.arrayContaining([101, 102, 103, 23, 21, 4, 27, 28]));
    expect(serviceFacts.branchesWithoutServices).toEqual(['Bahria Enclave']);
    expect(
      records.some(
        (record) => canonicalBranchName(record.brancH_NAME as string) === 'Bahria Enclave',
      ),
    ).toBe(false);
  });
});

describe('missing values', () => {
  it.each([
    [
      'api/web/Consultants',
      'consultanT_ID',
      'designation',
      '',
      consultantFacts.emptyDesignationIds,
    ],
    ['api/web/Consultants', 'consultanT_ID', 'timing', '', consultantFacts.emptyTimingIds],
    ['api/web/Consultants', 'consultanT_ID', 'imagE_PATH', null, consultantFacts.nullImageIds],
    ['api/web/Consultants', 'consultanT_ID', 'imagE_PATH', '', consultantFacts.emptyImageIds],
    ['api/web/departments', 'cosT_CENTER_ID', 'imagE_PATH', null, departmentFacts.nullImageIds],
    ['api/web/Serviceslist', 'serV_ID', 'imagE_PATH', null, serviceFacts.nullImageIds],
    ['api/web/NewsEvents', 'nevenT_ID', 'brancH_NAME', null, newsFacts.nullBranchIds],
    ['api/web/NewsEvents', 'nevenT_ID', 'evenT_DATE', null, newsFacts.nullEventDateIds],
    ['api/web/NewsEvents', 'nevenT_ID', 'creatioN_DATE', null, newsFacts.nullCreationDateIds],
    [
      'api/web/Announcements',
      'announcemenT_ID',
      'datE_OF_EVENT',
      null,
      announcementFacts.nullDateIds,
    ],
    ['api/web/Careers', 'joB_ID', 'salarY_RANGE', null, careerFacts.nullSalaryIds],
    ['api/web/Careers', 'joB_ID', 'applicatioN_DEADLINE', null, careerFacts.nullDeadlineIds],
    ['api/web/Careers', 'joB_ID', 'expecteD_START_DATE', null, careerFacts.nullStartDateIds],
    ['api/web/gallery', 'pgM_ID', 'gallerY_NAME', null, [galleryFacts.nullNameId]],
    ['api/web/gallery', 'pgM_ID', 'description', null, [galleryFacts.nullDescriptionId]],
  ])(
    '%s sends %s as %j on exactly the rows the facts name',
    async (path, id, field, value, ids) => {
      const records = await feed(path);
      const wire = records
        .filter((record) => record[field] === value)
        .map((record) => idOf(record, id));
      expect(ids.length).toBeGreaterThan(0);
      expect(sorted(wire)).toEqual(sorted(ids));
    },
  );

  it('has one consultant without designation, timing, image and speciality', async () => {
    const records = await feed('api/web/Consultants');
    const sparse = records.find(
      (record) => Number(record.consultanT_ID) === consultantFacts.sparseRecordId,
    );
    expect(sparse).toMatchObject({
      designation: null,
      timing: null,
      imagE_PATH: null,
      consultanT_SPECIALITY: null,
    });
  });

  it('has no about-us entry for West Wood and two for DHA, the current one first', async () => {
    const records = await feed('api/web/aboutus');
    const branches = records.map((record) => record.brancH_NAME);
    expect(branches).not.toContain('West Wood');
    expect(aboutFacts.branchesWithoutEntries).toEqual(['West Wood']);
    const dha = records.filter((record) => record.brancH_NAME === aboutFacts.branchWithTwoEntries);
    expect(dha.map((record) => record.heading)).toEqual([
      expect.not.stringMatching(/2019/),
      expect.stringMatching(/2019/),
    ]);
    expect(
      records.filter((record) => record.imagE_PATH === null).map((record) => record.brancH_NAME),
    ).toEqual(aboutFacts.nullImageBranches);
  });
});

describe('lists by parent id', () => {
  it.each([
    [
      'DepartmentServices',
      departmentFacts.idWithServices,
      departmentFacts.unknownIdInRange,
      departmentFacts.ids,
    ],
    ['GalleryItems', galleryFacts.ids[0] ?? 0, galleryFacts.unknownIdInRange, galleryFacts.ids],
  ])(
    '%s answers [] for an unknown id in range and the Web API 404 without one',
    async (route, known, unknown, ids) => {
      expect(await feed(`api/web/${route}?ID=${known}`)).not.toEqual([]);
      expect([
        unknown > Math.min(...ids),
        unknown < Math.max(...ids),
        ids.includes(unknown),
      ]).toEqual([true, true, false]);
      for (const id of [unknown, 999999, 'abc'])
        expect(await feed(`api/web/${route}?id=${id}`)).toEqual([]);
      expect((await fetch(`${sandbox.hosts.main}api/web/${route}`)).status).toBe(404);
    },
  );
});

describe('GET /events/web/NewsEvents/{id}', () => {
  const detailUrl = (host: SandboxHostName, id: number | string): string =>
    `${sandbox.hosts[host]}web/NewsEvents/${id}`;

  it('answers a news or event record as an object with its detail, hostile markup included', async () => {
    const news = await feed('api/web/NewsEvents');
    const events = await feed('api/web/Events');
    const hostile = events.find((record) => record.nevenT_ID === eventFacts.hostileIds[0]);
    for (const listed of [news[0], hostile]) {
      const { status, body } = await getJson(detailUrl('events', Number(listed?.nevenT_ID)));
      expect(status).toBe(200);
      const { detail, ...rest } = body as WireRecord;
      expect(rest).toEqual(listed);
      expect(String(detail)).toContain('Event details');
      expect(String(detail)).toContain(String(listed?.description));
    }
    expect(
      (await fetch(`${sandbox.origin}/EVENTS/Web/newsevents/${eventFacts.maxId}/`)).status,
    ).toBe(200);
  });

  it('answers the Web API 404 for an unknown id, and on every other host', async () => {
    for (const id of [eventFacts.unknownDetailId, 'abc']) {
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

describe('CMS HTML', () => {
  const hostileIn = (html: unknown): string[] =>
    typeof html === 'string' ? HOSTILE_MARKUP.filter((snippet) => html.includes(snippet)) : [];

  it.each([
    ['api/web/departments', 'cosT_CENTER_ID', ['depT_DESCRIPTION'], departmentFacts.hostileIds],
    ['api/web/Serviceslist', 'serV_ID', ['servicE_PROFILE'], serviceFacts.hostileIds],
    ['api/web/NewsEvents', 'nevenT_ID', ['description'], newsFacts.hostileIds],
    ['api/web/Events', 'nevenT_ID', ['description'], eventFacts.hostileIds],
    ['api/web/Careers', 'joB_ID', ['detail', 'skilL_REQUIREMENTS'], careerFacts.hostileIds],
    ['api/web/aboutus', '', ['abouT_US'], aboutFacts.hostileIndexes],
  ])(
    '%s carries every kind of hostile markup, on the records the facts name',
    async (path, id, fields, ids) => {
      const seen = new Set<string>();
      const carriers: number[] = [];
      (await feed(path)).forEach((record, index) => {
        const snippets = fields.flatMap((field) => hostileIn(record[field]));
        if (snippets.length > 0) carriers.push(id ? idOf(record, id) : index);
        for (const snippet of snippets) seen.add(snippet);
      });
      expect(sorted(carriers)).toEqual(sorted(ids));
      expect(ids.length).toBeGreaterThan(1);
      expect(seen.size).toBe(HOSTILE_MARKUP.length);
    },
  );

  it('passes through the editors’ own markup: justified text, Word paste, tables, images', async () => {
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

describe('images', () => {
  async function expectJpeg(
    host: SandboxHostName,
    imagePath: unknown,
    width: number,
    height: number,
  ) {
    expect(String(imagePath)).toMatch(/^~\/Images\/.+\.jpg$/);
    const response = await fetch(
      new URL(String(imagePath).replace(/^~\//, ''), sandbox.hosts[host]),
    );
    expect(response.status, String(imagePath)).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width, height });
  }

  it.each([
    ['api/web/Consultants', 'plain', 400, 400],
    ['api/web/departments', 'main', 800, 500],
    ['api/web/Serviceslist', 'plain', 800, 500],
    ['api/web/NewsEvents', 'news', 800, 500],
    ['api/web/Events', 'enclave', 800, 500],
    ['api/web/aboutus', 'main', 800, 500],
    ['api/web/Announcements', 'plain', 800, 500],
    ['api/web/Careers', 'main', 800, 500],
    ['api/web/gallery', 'enclave', 800, 500],
    [`api/web/GalleryItems?id=${galleryFacts.ids[0]}`, 'main', 1200, 800],
  ] as const)('%s points at JPEGs served by %s (%ix%i)', async (path, host, width, height) => {
    const record = (await feed(path, host)).find((candidate) => candidate.imagE_PATH);
    await expectJpeg(host, record?.imagE_PATH, width, height);
  });

  it('serves spaced names percent-encoded, inline images, event photos, and 404 otherwise', async () => {
    const news = await feed('api/web/NewsEvents');
    const spaced = news.find((record) => record.nevenT_ID === newsFacts.spacedImageIds[0]);
    expect(String(spaced?.imagE_PATH)).toContain(' ');
    await expectJpeg('main', spaced?.imagE_PATH, 800, 500);
    const html = (await feed('api/web/departments'))
      .map((record) => String(record.depT_DESCRIPTION))
      .join();
    await expectJpeg('main', /src="(~\/Images\/[^"]+)"/.exec(html)?.[1], 800, 500);
    const { body } = await getJson(`${sandbox.hosts.events}web/NewsEvents/${eventFacts.maxId}`);
    const photo = /src="(~\/Images\/NewsEvents\/Detail\/[^"]+)"/.exec(
      String((body as WireRecord).detail),
    );
    await expectJpeg('events', photo?.[1], 1200, 800);
    const missing = await fetch(`${sandbox.hosts.main}Images/Consultants/nobody-1.jpg`);
    expect([missing.status, missing.headers.get('content-type')]).toEqual([404, 'text/html']);
  });
});
