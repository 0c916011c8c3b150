import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { announcementFacts } from '@/sandbox/data/announcements-feed';
import { careerFacts } from '@/sandbox/data/careers-feed';
import { consultantFacts } from '@/sandbox/data/consultants';
import { departmentFacts } from '@/sandbox/data/departments-feed';
import { galleryFacts } from '@/sandbox/data/gallery-feed';
import { eventFacts } from '@/sandbox/data/news-feed';
import { serviceFacts } from '@/sandbox/data/services-feed';
import type { Sandbox } from '@/sandbox/server';
import {
  AnnouncementLookupDocument,
  ConsultantLookupDocument,
  ConsultantsPageDocument,
  DepartmentLookupDocument,
  EventLookupDocument,
  EventsDocument,
  GalleryLookupDocument,
  JobLookupDocument,
  ServiceLookupDocument,
} from './__generated__/operations';
import { executeOperation, resetBetweenTests, startTestSandbox } from './support';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => resetBetweenTests(sandbox));

/** An id no feed of the sandbox has. */
const NOBODY = '987654';

type Lookup = (id: string) => Promise<{ item: { id: string } | null | undefined; errors: unknown }>;

function lookupBy<TData>(
  document: TypedDocumentNode<TData, { id: string }>,
  field: keyof TData,
): Lookup {
  return async (id) => {
    const { body } = await executeOperation(document, { id });
    return { item: body.data?.[field] as { id: string } | null | undefined, errors: body.errors };
  };
}

/** Every single-item lookup: a real id, a missing one, where its outage strikes, and its message. */
const LOOKUPS = [
  {
    what: 'consultant',
    lookup: lookupBy(ConsultantLookupDocument, 'consultant'),
    real: consultantFacts.fullRecordId,
    missing: consultantFacts.unknownIdInRange,
    down: '/main/api/web/ConsultantsIDS',
    message: 'Failed to fetch consultant details',
  },
  {
    what: 'department',
    lookup: lookupBy(DepartmentLookupDocument, 'department'),
    real: departmentFacts.idWithServices,
    missing: departmentFacts.unknownIdInRange,
    down: '/main/api/web/departments',
    message: 'Error fetching department data',
  },
  {
    what: 'service',
    lookup: lookupBy(ServiceLookupDocument, 'service'),
    real: serviceFacts.ids[0]!,
    missing: NOBODY,
    down: '/main/api/web/Serviceslist',
    message: 'Error fetching service data',
  },
  {
    what: 'event',
    lookup: lookupBy(EventLookupDocument, 'newsItem'),
    real: eventFacts.maxId,
    missing: eventFacts.unknownDetailId,
    down: '/events/web/NewsEvents',
    message: 'Failed to fetch event details',
  },
  {
    what: 'announcement',
    lookup: lookupBy(AnnouncementLookupDocument, 'announcement'),
    real: announcementFacts.ids[0]!,
    missing: NOBODY,
    down: '/main/api/web/Announcements',
    message: 'Failed to fetch announcement details',
  },
  {
    what: 'job',
    lookup: lookupBy(JobLookupDocument, 'job'),
    real: careerFacts.ids[0]!,
    missing: NOBODY,
    down: '/main/api/web/Careers',
    message: 'Failed to fetch job details',
  },
  {
    what: 'gallery',
    lookup: lookupBy(GalleryLookupDocument, 'gallery'),
    real: galleryFacts.ids[0]!,
    missing: galleryFacts.unknownIdInRange,
    down: '/main/api/web/gallery',
    message: 'Failed to fetch gallery details',
  },
];

describe.each(LOOKUPS)('the $what lookup', ({ lookup, real, missing, down, message }) => {
  it('answers a real id', async () => {
    const { item, errors } = await lookup(String(real));
    expect(errors).toBeUndefined();
    expect(item?.id).toBe(String(real));
  });

  it('answers null, and no error, for an id nobody has', async () => {
    const { item, errors } = await lookup(String(missing));
    expect(errors).toBeUndefined();
    expect(item).toBeNull();
  });

  it('answers UPSTREAM_UNAVAILABLE with its message, never null, when the service is down', async () => {
    sandbox.faults.set({ match: down, mode: 'error', status: 503 });
    const { item, errors } = await lookup(String(real));
    expect(item ?? null).toBeNull();
    expect(errors).toEqual([
      expect.objectContaining({ message, extensions: { code: 'UPSTREAM_UNAVAILABLE' } }),
    ]);
  });

  it('still answers a real id after many unknown ones', async () => {
    for (let i = 0; i < 6; i += 1) expect((await lookup(String(missing))).item).toBeNull();
    expect((await lookup(String(real))).item?.id).toBe(String(real));
  });
});

describe('unknown event ids', () => {
  it('are 404s of one record each: asked once, never retried, never held against the host', async () => {
    const event = lookupBy(EventLookupDocument, 'newsItem');
    const unknown = [1, 2, 3, 4, 5].map((n) => String(eventFacts.maxId + n * 1000));
    for (const id of unknown) expect((await event(id)).item).toBeNull();
    expect(sandbox.requests().map((entry) => [entry.path, entry.status])).toEqual(
      unknown.map((id) => [`/events/web/NewsEvents/${id}`, 404]),
    );
    expect((await event(String(eventFacts.maxId))).item?.id).toBe(String(eventFacts.maxId));
  });
});

describe('a lookup whose own call fails', () => {
  it('answers a consultant from a cached Consultants feed that lists them', async () => {
    const list = await executeOperation(ConsultantsPageDocument, { branch: 'DHA', first: 1 });
    const id = list.body.data!.consultants!.nodes[0]!.id;
    sandbox.faults.set({ match: '/main/api/web/ConsultantsIDS', mode: 'error', status: 503 });

    const { item, errors } = await lookupBy(ConsultantLookupDocument, 'consultant')(id);
    expect(errors).toBeUndefined();
    expect(item?.id).toBe(id);
  });

  it('answers an event from the cached events list when the event address is down', async () => {
    await executeOperation(EventsDocument, { first: 1 });
    sandbox.faults.set({ match: '/events/', mode: 'error', status: 500 });

    const { item, errors } = await lookupBy(
      EventLookupDocument,
      'newsItem',
    )(String(eventFacts.maxId));
    expect(errors).toBeUndefined();
    expect(item?.id).toBe(String(eventFacts.maxId));
  });
});
