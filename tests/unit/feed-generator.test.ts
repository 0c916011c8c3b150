import { describe, expect, it } from 'vitest';

import { BRANCH_NAME_VARIANTS, BRANCH_NAMES, canonicalBranchName } from '@/sandbox/data/branches';
import { HOSTILE_MARKUP } from '@/sandbox/data/cms-html';
import { firstGap, generateFeed } from '@/sandbox/data/feed-generator';

interface Row {
  id: number;
  brancH_NAME: string | null;
  imagE_PATH: string | null;
  html: string;
  quirk: string | undefined;
  clean: boolean;
}

const { records, facts } = generateFeed<{ clean: boolean }, Row, 'nullImage' | 'other'>({
  seed: 1,
  rows: {
    table: 'departments',
    // The first row of each branch stands for a named record that must stay clean.
    slots: (_branch, count) =>
      Array.from({ length: count }, (_, index) => ({ clean: index === 0 })),
    groupWide: { names: [null, 'All'], slots: (count) => Array(count).fill({ clean: false }) },
  },
  quirks: { nullImage: 0.2, other: 3 },
  hostileRecords: 2,
  keepClean: (slot) => slot.clean,
  order: 'unsorted',
  idOf: (record) => record.id,
  htmlOf: (record) => [record.html],
  build: ({ id, branchName, slot, quirk, hostile }) => ({
    id,
    brancH_NAME: branchName,
    imagE_PATH: quirk === 'nullImage' ? null : `~/Images/x/${id}.jpg`,
    html: (hostile ?? []).join(''),
    quirk,
    clean: slot.clean,
  }),
});
const dirty = records.filter((record) => !record.clean);

describe('the shared feed generator', () => {
  it('hands out unique ids with gaps, in the order asked for', () => {
    const ids = records.map((record) => record.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toEqual([...ids].sort((a, b) => a - b));
    expect(ids).not.toContain(firstGap(ids));
    expect(Object.isFrozen(records[0])).toBe(true);
  });

  it('picks exact quirk counts, one quirk per row, and leaves clean rows alone', () => {
    const count = (quirk: string) => records.filter((record) => record.quirk === quirk).length;
    expect([count('nullImage'), count('other')]).toEqual([Math.round(dirty.length * 0.2), 3]);
    for (const record of records.filter((row) => row.clean)) {
      expect(record).toMatchObject({ quirk: undefined, html: '' });
      expect(BRANCH_NAMES).toContain(record.brancH_NAME);
    }
  });

  it("misspells some of every branch's rows, always including its first variant", () => {
    const names = new Set(records.map((record) => record.brancH_NAME));
    for (const branch of BRANCH_NAMES) expect(names).toContain(BRANCH_NAME_VARIANTS[branch][0]);
    expect(facts.groupWideIds).toHaveLength(2);
  });

  it('spreads every kind of hostile markup over the chosen rows', () => {
    const carriers = records.filter((record) => record.html !== '');
    expect(carriers.map((record) => record.id)).toEqual(facts.hostileIds);
    expect(
      HOSTILE_MARKUP.filter((snippet) => carriers.some((record) => record.html.includes(snippet))),
    ).toEqual([...HOSTILE_MARKUP]);
  });

  it('derives the standard facts from the records', () => {
    expect(facts.ids).toEqual(records.map((record) => record.id));
    expect(facts.nullImageIds).toEqual(
      records.filter((record) => record.imagE_PATH === null).map((record) => record.id),
    );
    expect(facts.branchVariantIds).toEqual(
      records
        .filter(
          (record) =>
            record.brancH_NAME && canonicalBranchName(record.brancH_NAME) !== record.brancH_NAME,
        )
        .filter((record) => record.brancH_NAME !== 'All')
        .map((record) => record.id),
    );
    expect(Object.values(facts.countByBranch).reduce((sum, n) => sum + n, 0)).toBe(
      records.length - 2,
    );
  });
});
