import { z } from 'zod';

/**
 * The router's state a client sends with a navigation (`Next-Router-State-Tree`), read as Next.js
 * 16 reads it: a URI-encoded JSON tuple of a segment, its children by slot, and optional fields.
 * One Next.js cannot read made every per-request page answer 500 (issue 39); here it is refused
 * with 400 before Next.js sees it. Next.js's own validator is not part of its public surface, so
 * its shape is written out here, and held to the framework by a test on the real build
 * (tests/deploy/frameworkAlone.test.ts): every state the site's own navigations send is admitted,
 * and a state the framework alone answers 500 to is refused.
 */

/** Next.js refuses a longer state (about 2,000 segments) before parsing it. */
const MAX_LENGTH = 20 * 2000;

const PARAM_TYPES = [
  'c',
  'ci(..)(..)',
  'ci(.)',
  'ci(..)',
  'ci(...)',
  'oc',
  'd',
  'di(..)(..)',
  'di(.)',
  'di(..)',
  'di(...)',
] as const;

const segment = z.union([
  z.string(),
  // A dynamic segment: its parameter's name, its value as a cache key, its kind, and the static
  // siblings at its level (null when unknown).
  z.tuple([z.string(), z.string(), z.enum(PARAM_TYPES), z.array(z.string()).nullable()]),
]);

type RouterState = [
  z.infer<typeof segment>,
  Record<string, RouterState>,
  ([string, string] | null)?,
  ('refetch' | 'inside-shared-layout' | 'metadata-only' | null)?,
  (number | null)?,
  string?,
];

const routerState: z.ZodType<RouterState> = z.lazy(() =>
  z.tuple([
    segment,
    z.record(z.string(), routerState),
    z.tuple([z.string(), z.string()]).nullable().optional(),
    z.enum(['refetch', 'inside-shared-layout', 'metadata-only']).nullable().optional(),
    z.number().nullable().optional(),
    z.string().optional(),
  ]),
);

/** Whether Next.js can read the router state a request carries (none is fine: a page's load). */
export function isReadableRouterState(value: string | string[] | undefined): boolean {
  if (value === undefined) return true;
  if (Array.isArray(value) || value.length > MAX_LENGTH) return false;
  try {
    return routerState.safeParse(JSON.parse(decodeURIComponent(value))).success;
  } catch {
    return false;
  }
}
