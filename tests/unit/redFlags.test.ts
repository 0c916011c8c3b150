import { describe, expect, it } from 'vitest';
import { reshapeConsultants } from '@/adapters/consultants';
import { searchConsultants } from '@/domain/consultantSearch';
import { NO_TEXT, readSearchText } from '@/domain/searchText';
import { consultants as records } from '../../sandbox/data/consultants';
import { describeRedFlagFigures, judgeRedFlags } from '../fixtures/judgeSearch';
import { LOOK_ALIKE_QUERIES, RED_FLAG_QUERIES } from '../fixtures/redFlagQueries';

/**
 * The public set of red flags and their look-alikes through the domain's search (issue 40): at
 * least 98 % of each set answered right, on the sandbox's feed.
 */

const feed = reshapeConsultants(records, 'http://sandbox.test');

const isEmergency = (query: string) =>
  searchConsultants(feed, {
    text: NO_TEXT,
    department: NO_TEXT,
    query: readSearchText(query),
    sitsToday: false,
  }).reading?.emergency === true;

describe('red flags and their look-alikes', () => {
  it('holds at least 150 of each, in English, Roman Urdu and Urdu script', () => {
    for (const set of [RED_FLAG_QUERIES, LOOK_ALIKE_QUERIES]) {
      expect(set.length).toBeGreaterThanOrEqual(150);
      expect(new Set(set.map(({ script }) => script))).toEqual(new Set(['en', 'roman', 'ur']));
    }
  });

  it('shows the emergency numbers for at least 98 % of the red flags and for under 2 % of the look-alikes', async () => {
    const figures = await judgeRedFlags(isEmergency, RED_FLAG_QUERIES, LOOK_ALIKE_QUERIES);
    console.log(`domain search: ${describeRedFlagFigures(figures)}`);
    const wrong = `answered wrong:\n${figures.wrong.join('\n')}`;
    expect(figures.redFlags.share, wrong).toBeGreaterThanOrEqual(0.98);
    expect(figures.lookAlikes.share, wrong).toBeGreaterThanOrEqual(0.98);
  });

  // Issue 54: every way of saying these five, in the three ways of writing, and every everyday
  // query that shares their words, answered right: none may be among the 2 % the set allows.
  const ISSUE_54 = ['fits', 'stroke', 'unconscious', 'poisoning', 'bleeding'];
  const everyday = ['everyday neurology', 'everyday bleeding', 'everyday words'];

  it.each(ISSUE_54)('says “%s” at least five ways in each way of writing', (about) => {
    for (const script of ['en', 'roman', 'ur'])
      expect(
        RED_FLAG_QUERIES.filter((query) => query.about === about && query.script === script).length,
        `${about}/${script}`,
      ).toBeGreaterThanOrEqual(5);
  });

  it('shows the emergency numbers for every way of saying a fit, a stroke, a faint, a poisoning or heavy bleeding, and not for their look-alikes', async () => {
    const figures = await judgeRedFlags(
      isEmergency,
      RED_FLAG_QUERIES.filter((query) => ISSUE_54.includes(query.about)),
      LOOK_ALIKE_QUERIES.filter((query) => everyday.includes(query.about)),
    );
    expect(figures.wrong).toEqual([]);
  });
});
