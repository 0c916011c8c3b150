/**
 * The one generator behind every feed. A feed module says which rows it has (per branch from the
 * table in branches.ts, or a fixed list) and builds each wire record from its own catalogue; the
 * generator supplies what the legacy feeds have in common: seeded randomness, ids handed out with
 * gaps, branch names misspelt on some rows, rows picked for missing values and other quirks,
 * hostile markup on a few records, the feed's order, frozen records and the standard facts, all
 * derived from the records themselves. It also keeps the registry of image paths the feeds emit.
 */

import {
  BRANCH_NAMES,
  BRANCH_NAME_VARIANTS,
  canonicalBranchName,
  rowsPerBranch,
  type BranchFeed,
  type BranchName,
} from './branches';
import { assignHostileMarkup, containsHostileMarkup } from './cms-html';
import { createRandom, type Random } from './random';

/** A row to generate: its branch (or the wire value of a group-wide row) and the feed's own slot. */
export interface PlannedRow<S> {
  branch: BranchName | null | 'All';
  slot: S;
}

export interface BranchRows<S> {
  /** The feed's column of the per-branch table in branches.ts; rows are shuffled across branches. */
  table: BranchFeed;
  /** The feed's own part of one branch's rows (`count` of them), such as the departments it lists. */
  slots: (branch: BranchName, count: number, random: Random) => S[];
  /** Group-wide rows: their wire branch names (null or "All") and their slots. */
  groupWide?: { names: readonly (null | 'All')[]; slots: (count: number, random: Random) => S[] };
}

export interface FeedRow<S, Q extends string> {
  /** Position in generation (and id) order. */
  index: number;
  id: number;
  /** undefined on group-wide rows. */
  branch: BranchName | undefined;
  /** As on the wire: canonical, a variant spelling, or null / "All" on group-wide rows. */
  branchName: string | null;
  /** 1 for the branch's first row as added, 2 for its next, ...: the CMS's sorT_ORDER. */
  sortOrder: number;
  slot: S;
  /** The quirk this row was picked for, if any (FeedSpec.quirks). */
  quirk: Q | undefined;
  /** Hostile snippets for the row's HTML, on the few rows chosen to carry them. */
  hostile: readonly string[] | undefined;
  random: Random;
}

export interface FeedSpec<S, R, Q extends string> {
  seed: number;
  /** Per-branch rows from the shared table, or a fixed list in feed order. */
  rows: BranchRows<S> | readonly PlannedRow<S>[];
  /** Ids to hand out in row order; by default each is 1 to maxIdStep above the last. */
  ids?: readonly number[];
  firstId?: number;
  maxIdStep?: number;
  /** A fixed id for some rows (featured services); the others skip it. */
  fixedId?: (slot: S) => number | undefined;
  /** Share of each branch's rows spelt with a variant name; at least one where it has rows. */
  branchVariantRate?: number;
  /** Rows picked for each quirk (one at most per row): a share of the rows below 1, a number from 1 up. */
  quirks?: Readonly<Record<Q, number>>;
  hostileRecords?: number;
  /** Rows left clean: canonical branch, no quirk, no hostile markup (named consultants). */
  keepClean?: (slot: S) => boolean;
  /** By id (the default), shuffled so that ids are never ascending, or newest first. */
  order?: 'id' | 'unsorted' | 'newest-first';
  build: (row: FeedRow<S, Q>) => R;
  /** The record's id on the wire; rows of a feed without one (about us) are known by position. */
  idOf?: (record: R) => number;
  /** The HTML fields that may carry hostile markup. */
  htmlOf?: (record: R) => readonly (string | null)[];
}

/** What the standard facts read from a record. */
export interface WireBasics {
  brancH_NAME?: string | null;
  imagE_PATH?: string | null;
}

const isGroupWide = (name: string | null | undefined): boolean => name === null || name === 'All';

function planRows<S>(
  rows: BranchRows<S> | readonly PlannedRow<S>[],
  random: Random,
): PlannedRow<S>[] {
  if (!('table' in rows)) return [...rows];
  const counts = rowsPerBranch(rows.table);
  const names = rows.groupWide?.names ?? [];
  const groupSlots = rows.groupWide?.slots(names.length, random) ?? [];
  // Rows were added over the years branch by branch, so ids interleave the branches.
  return random.shuffle([
    ...BRANCH_NAMES.flatMap((branch) =>
      rows.slots(branch, counts[branch], random).map((slot) => ({ branch, slot })),
    ),
    ...names.map((branch, index) => ({ branch, slot: groupSlots[index] as S })),
  ]);
}

/** `count` rows, or that share of `of` rows when below 1 (at least one). */
const wanted = (count: number, of: number): number =>
  count < 1 ? Math.max(1, Math.round(of * count)) : count;

const isAscending = (ids: readonly number[]): boolean =>
  ids.every((id, index) => index === 0 || (ids[index - 1] ?? id) <= id);

export function generateFeed<S, R extends WireBasics, Q extends string = never>(
  spec: FeedSpec<S, R, Q>,
): { records: readonly R[]; facts: FeedFacts } {
  const random = createRandom(spec.seed);
  const rows = planRows(spec.rows, random);

  const fixed = rows.map((row) => spec.fixedId?.(row.slot));
  const taken = new Set(fixed.filter((id) => id !== undefined));
  let last: number | undefined;
  const ids = rows.map((_, index) => {
    const id = spec.ids?.[index] ?? fixed[index];
    if (id !== undefined) return id;
    // Rows deleted over the years leave gaps, so tests have an unknown id inside the range.
    last = last === undefined ? (spec.firstId ?? 1) : last + random.int(1, spec.maxIdStep ?? 3);
    while (taken.has(last)) last += 1;
    return last;
  });

  const eligible = rows.flatMap((row, index) => (spec.keepClean?.(row.slot) ? [] : [index]));
  const names: (string | null)[] = rows.map((row) => row.branch);
  const variantRate = spec.branchVariantRate ?? 0.15;
  for (const branch of variantRate > 0 ? BRANCH_NAMES : []) {
    const own = eligible.filter((index) => rows[index]?.branch === branch);
    if (own.length === 0) continue;
    // Variants rotate per branch, so every feed carries the first variant of each branch.
    const spelt = random.shuffle(own).slice(0, wanted(variantRate, own.length));
    spelt.forEach((index, position) => {
      const variants = BRANCH_NAME_VARIANTS[branch];
      names[index] = variants[position % variants.length] ?? branch;
    });
  }
  // One quirk at most per row, so that each quirk's count is exact (a null image is never blank).
  const quirks = new Map<number, Q>();
  let unpicked = eligible;
  for (const [quirk, count] of Object.entries(spec.quirks ?? {}) as [Q, number][]) {
    const picked = random.shuffle(unpicked).slice(0, wanted(count, eligible.length));
    for (const index of picked) quirks.set(index, quirk);
    unpicked = unpicked.filter((index) => !quirks.has(index));
  }
  const hostile = new Map(
    [...assignHostileMarkup(random, eligible.length, spec.hostileRecords ?? 0)].map(
      ([position, snippets]) => [eligible[position], snippets],
    ),
  );

  const sortOrders = new Map<PlannedRow<S>['branch'], number>();
  const built = rows.map((row, index) => {
    const id = ids[index] ?? 0;
    const sortOrder = (sortOrders.get(row.branch) ?? 0) + 1;
    sortOrders.set(row.branch, sortOrder);
    const branch = row.branch === null || row.branch === 'All' ? undefined : row.branch;
    const record = spec.build({
      index,
      id,
      branch,
      branchName: names[index] ?? null,
      sortOrder,
      slot: row.slot,
      quirk: quirks.get(index),
      hostile: hostile.get(index),
      random,
    });
    // Every host and every test shares these rows; freezing stops one from leaking into another.
    Object.freeze(record);
    return { id, record };
  });
  let ordered = [...built].sort((a, b) => a.id - b.id);
  if (spec.order === 'newest-first') ordered.reverse();
  // The CMS lists in insertion order, not by id; the site must not assume either.
  while (
    spec.order === 'unsorted' &&
    built.length > 1 &&
    isAscending(ordered.map((row) => row.id))
  ) {
    ordered = random.shuffle(built);
  }
  const records = ordered.map((row) => row.record);
  return { records, facts: feedFacts(records, spec.idOf, spec.htmlOf) };
}

export function feedFacts<R extends WireBasics>(
  records: readonly R[],
  idOf: (record: R) => number = (record) => records.indexOf(record),
  htmlOf: (record: R) => readonly (string | null)[] = () => [],
) {
  const idsWhere = (predicate: (record: R) => boolean): number[] =>
    records.filter(predicate).map(idOf);
  const ids = records.map(idOf);
  const countByBranch = Object.fromEntries(BRANCH_NAMES.map((branch) => [branch, 0])) as Record<
    BranchName,
    number
  >;
  for (const record of records) {
    const branch = canonicalBranchName(record.brancH_NAME);
    if (branch) countByBranch[branch] += 1;
  }
  return {
    total: records.length,
    /** Rows per canonical branch; group-wide rows are not counted. */
    countByBranch,
    /** In feed order. */
    ids,
    lowestId: Math.min(...ids),
    highestId: Math.max(...ids),
    nullImageIds: idsWhere((record) => record.imagE_PATH === null),
    /** Records whose HTML carries hostile markup. */
    hostileIds: idsWhere((record) => htmlOf(record).some(containsHostileMarkup)),
    /** Records whose brancH_NAME is not exactly the canonical spelling. */
    branchVariantIds: idsWhere(
      (record) =>
        typeof record.brancH_NAME === 'string' &&
        !isGroupWide(record.brancH_NAME) &&
        !(BRANCH_NAMES as readonly string[]).includes(record.brancH_NAME),
    ),
    /** Records whose brancH_NAME is null or "All". */
    groupWideIds: idsWhere((record) => isGroupWide(record.brancH_NAME)),
  };
}

export type FeedFacts = ReturnType<typeof feedFacts>;

/**
 * Lists keyed by a parent id (DepartmentServices, GalleryItems): children numbered from `firstId`
 * across all parents, frozen, and [] for an unknown parent, like the real feed.
 */
export function childLists<T>(firstId: number) {
  const byParent = new Map<number, readonly T[]>();
  let nextId = firstId;
  return {
    add(parentId: number, count: number, make: (id: number, position: number) => T): void {
      const children = Array.from({ length: count }, (_, position) =>
        Object.freeze(make(nextId++, position)),
      );
      byParent.set(parentId, Object.freeze(children));
    },
    of: (parentId: number): readonly T[] => byParent.get(parentId) ?? [],
    countById: (): Readonly<Record<number, number>> =>
      Object.fromEntries([...byParent].map(([id, children]) => [id, children.length])),
  };
}

/** The first id missing between the lowest and the highest: an "unknown id in range". */
export function firstGap(ids: readonly number[]): number {
  const sorted = [...ids].sort((a, b) => a - b);
  const before = sorted.find(
    (id, index) => index + 1 < sorted.length && sorted[index + 1] !== id + 1,
  );
  if (before === undefined) throw new Error('Sandbox ids have no gap');
  return before + 1;
}

/** Catalogues list items separated by ";". */
export function list(text: string): string[] {
  return text
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Catalogues written one entry per line, cells separated by "|". */
export function table(text: string): string[][] {
  return text
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()));
}

/** portrait: 400x400 consultant; banner: 800x500 card with the title; photo: 1200x800 picture. */
export type FeedImageKind = 'portrait' | 'banner' | 'photo';

export interface FeedImage {
  /** As on the wire: "~/Images/Departments/cardiology-12.jpg". */
  path: string;
  kind: FeedImageKind;
  /** Drawn on banners and portraits. */
  title: string;
}

const imagesBySitePath = new Map<string, FeedImage>();

/** Registers an image path a feed emits (as imagE_PATH or inline src) so that it answers a JPEG. */
export function feedImage(
  kind: FeedImageKind,
  folder: string,
  file: string,
  title: string,
): string {
  const path = `~/Images/${folder}/${file}`;
  // IIS serves static files case-insensitively, so the key ignores case.
  const key = path.slice(1).toLowerCase();
  if (imagesBySitePath.has(key)) throw new Error(`Two sandbox images share the path ${path}`);
  imagesBySitePath.set(key, { path, kind, title });
  return path;
}

/** The image for a decoded site path such as "/Images/Departments/cardiology-12.jpg". */
export function findFeedImage(sitePath: string): FeedImage | undefined {
  return imagesBySitePath.get(sitePath.toLowerCase());
}

export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
