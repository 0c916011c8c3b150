import { cursorAt, offsetOf } from '../cursors';
import { badInput } from '../errors';

export const PAGE_SIZE_MAX = 500;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

export interface Page {
  start: number;
  first: number | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

/** A Relay cursor connection over a list already filtered and in stable order. */
export interface Connection<T> {
  nodes: T[];
  edges: Edge<T>[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  totalCount: number;
}

/** Checks `first` and `after` before anything is read, so bad input never reaches an upstream. */
export function pageOf({ first, after }: PageArgs): Page {
  if (first !== null && first !== undefined && (first < 1 || first > PAGE_SIZE_MAX)) {
    throw badInput(`first must be between 1 and ${PAGE_SIZE_MAX}.`);
  }
  let start = 0;
  if (after !== null && after !== undefined) {
    const offset = offsetOf(after);
    if (offset === null) throw badInput('after is not a cursor of this API.');
    start = offset + 1;
  }
  return { start, first: first ?? null };
}

/** The page of `items` that `page` asks for: all from its start when `first` is omitted. */
export function connection<T>(items: readonly T[], { start, first }: Page): Connection<T> {
  const end = first === null ? items.length : Math.min(items.length, start + first);
  const nodes = items.slice(start, end);
  const edges = nodes.map((node, index) => ({ cursor: cursorAt(start + index), node }));
  return {
    nodes,
    edges,
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: items.length,
  };
}
