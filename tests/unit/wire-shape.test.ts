import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reshapeConsultantById, reshapeConsultants } from '@/adapters/consultants';
import { reshapeGalleryImages } from '@/adapters/galleries';
import { UpstreamError } from '@/adapters/http';
import { reshapeLabReports } from '@/adapters/labs';
import { reshapeMedicines } from '@/adapters/pharmacy';
import { reshapeServices } from '@/adapters/services';
import { WireShapeError, recordId, reshapeEach, reshapeOne } from '@/adapters/wire';

const HOST = 'http://127.0.0.1:4010/main/';
const wire = z.looseObject({ iD: recordId, name: z.string().optional() });
const named = (record: z.infer<typeof wire>) => (record.name ? record : null);

describe('a list answer', () => {
  it('drops the records that do not fit and keeps the rest', () => {
    expect(reshapeEach([{ iD: 1, name: 'a' }, { name: 'no id' }, 'text'], wire, named)).toEqual([
      { iD: '1', name: 'a' },
    ]);
  });

  it('is wrong as a whole when it is not a list', () => {
    for (const body of [{ iD: 1, name: 'a' }, null, 'text', 3]) {
      expect(() => reshapeEach(body, wire, named)).toThrow(WireShapeError);
    }
  });

  it('is wrong as a whole when not one record fits the feed', () => {
    expect(() => reshapeEach([{ ID: 1, NAME: 'a' }, {}], wire, named)).toThrow(
      'none of 2 records fits the feed',
    );
  });

  it('may be empty, or hold only records the reshape leaves out: that is content, not a fault', () => {
    expect(reshapeEach([], wire, named)).toEqual([]);
    expect(reshapeEach([{ iD: 1 }], wire, named)).toEqual([]);
  });
});

describe('a single-record answer', () => {
  it("names no record when it is the host's own empty answer", () => {
    expect(reshapeOne([], wire, named)).toBeNull();
    expect(reshapeOne(null, wire, named)).toBeNull();
  });

  it('is the record, as an object or as a list of one', () => {
    expect(reshapeOne({ iD: '7', name: 'a' }, wire, named)).toEqual({ iD: '7', name: 'a' });
    expect(reshapeOne([{ iD: 7, name: 'a' }], wire, named)).toEqual({ iD: '7', name: 'a' });
  });

  it('is wrong, never "no such record", when what came is not a record of the feed', () => {
    for (const body of [{ CONSULTANT_ID: 7 }, [{ Message: 'An error has occurred.' }], 'text']) {
      expect(() => reshapeOne(body, wire, named)).toThrow(WireShapeError);
    }
  });
});

describe('the feeds', () => {
  const consultant = { consultanT_ID: 101, consultanT_NAME: 'Dr. A' };
  const upperCased = { CONSULTANT_ID: 101, CONSULTANT_NAME: 'Dr. A' };

  it('reject a list of objects without their fields', () => {
    expect(() => reshapeConsultants([upperCased, upperCased], HOST)).toThrow(WireShapeError);
    expect(reshapeConsultants([consultant, upperCased], HOST)).toHaveLength(1);
  });

  it('read a service record by either of its ids, and reject one with neither', () => {
    expect(() => reshapeServices([{ servicE_HEADER: 'ICU' }], HOST)).toThrow(WireShapeError);
    expect(reshapeServices([{ id: 4, servicE_HEADER: 'ICU' }], HOST)).toHaveLength(1);
  });

  it('keep a gallery whose photos all lack a picture: an empty gallery, not a wrong answer', () => {
    expect(reshapeGalleryImages([{ pgmiteM_ID: 1, imagE_PATH: null }], HOST, 'Gallery')).toEqual(
      [],
    );
  });

  it('reject a consultant lookup answered with an object of other fields', () => {
    expect(() => reshapeConsultantById(upperCased, HOST)).toThrow(WireShapeError);
    expect(reshapeConsultantById([], HOST)).toBeNull();
  });

  it("reject a catalogue that is not the pharmacy's { data: [...] }", () => {
    expect(() => reshapeMedicines([{ itemId: 1 }], HOST)).toThrow(WireShapeError);
    expect(() => reshapeMedicines({ data: { itemId: 1 } }, HOST)).toThrow(WireShapeError);
  });
});

describe("a lab's answer", () => {
  it('of the wrong shape is a wrong answer, not an unexpected error', () => {
    for (const body of [{ reporT_ID: 1 }, [{ REPORT_ID: 1 }]]) {
      expect(() => reshapeLabReports(body)).toThrow(WireShapeError);
    }
  });

  it('empty is an id without reports', () => {
    expect(reshapeLabReports([])).toEqual([]);
  });
});

describe('what an upstream failure means', () => {
  const status = (code: number) => new UpstreamError('main', 'x', 'status', `HTTP ${code}`, code);

  it('only a 404 says there is no such record', () => {
    expect(status(404).isNotFound).toBe(true);
    for (const code of [400, 401, 403, 410, 429, 500]) expect(status(code).isNotFound).toBe(false);
    expect(new UpstreamError('main', 'x', 'malformed', 'wrong').isNotFound).toBe(false);
  });

  it('401, 403, 429, 5xx and wrong answers count against the host; other answers do not', () => {
    for (const code of [401, 403, 429, 500, 503]) expect(status(code).isHostFault).toBe(true);
    for (const code of [400, 404, 405]) expect(status(code).isHostFault).toBe(false);
    expect(new UpstreamError('main', 'x', 'malformed', 'wrong').isHostFault).toBe(true);
    // Counted when the breaker opened, even when it carries that failure's status.
    expect(new UpstreamError('main', 'x', 'short-circuited', 'wait', 503).isHostFault).toBe(false);
  });

  it('is asked again only when a second try may go better: 429, 5xx, no answer', () => {
    for (const code of [429, 500, 503]) expect(status(code).isRetryable).toBe(true);
    for (const code of [401, 403, 404]) expect(status(code).isRetryable).toBe(false);
    expect(new UpstreamError('main', 'x', 'timeout', 't').isRetryable).toBe(true);
    expect(new UpstreamError('main', 'x', 'malformed', 'wrong').isRetryable).toBe(false);
  });
});
