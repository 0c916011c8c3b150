// Types of pageCacheTiers.mjs (plain JavaScript, which Next.js loads without compiling).

export interface CacheEntry {
  lastModified: number;
  tags?: readonly string[];
  value: { kind: string; html?: string; [field: string]: unknown } | null;
  [field: string]: unknown;
}

export interface StoreHandler {
  name: string;
  get(key: string, meta: { implicitTags: string[] }): Promise<CacheEntry | null>;
  set(key: string, entry: CacheEntry, ctx?: unknown): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  delete(key: string): Promise<void>;
  prepare?(): Promise<void>;
}

export const FRONT_COPY_MS: number;

export function entryBytes(entry: CacheEntry): number;

export interface LocalCopies {
  name: string;
  read(key: string, implicitTags?: string[]): { entry: CacheEntry; confirmedAt: number } | null;
  keep(key: string, entry: CacheEntry, confirmedAt?: number): void;
  revalidateTag(tag: string): void;
  delete(key: string): void;
}

export function createLocalCopies(options: { maxBytes: number }): LocalCopies;

export function tieredHandler(options: {
  shared: StoreHandler | null;
  isReady: () => boolean;
  local: LocalCopies;
  now?: () => number;
  onFallback?: (reason: unknown) => void;
}): StoreHandler;

/** Not to be kept: tagged so (domain/pageCacheTags.mjs), or anything but a complete 2xx. */
export function isNotKept(entry: CacheEntry | null | undefined): boolean;

/** The share of an instance's copies that variants may take. */
export const VARIANT_SHARE: number;

/** A variant of a page (a filtered or paged list), by its tag (domain/pageCacheTags.mjs). */
export function isVariant(entry: CacheEntry | null | undefined): boolean;
