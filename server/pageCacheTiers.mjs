// Plain JavaScript: Next.js loads its cache handler as it is, without compiling it, in the build
// and in the server. Handler shapes are those of @fortedigital/nextjs-cache-handler.
import { LRUCache } from 'lru-cache';
import { NOT_KEPT_TAG, VARIANT_TAG } from '../domain/pageCacheTags.mjs';
import { heapBytes } from '../domain/heapBytes.mjs';

/** How long a copy read from Redis is served from this instance's memory without asking again. */
export const FRONT_COPY_MS = 5_000;

/**
 * The bytes a cache entry holds: its HTML (Urdu's at two bytes a character), its React payloads,
 * a route's body, the data a cached function keeps, and a kilobyte for the copy's own keeping.
 */
export function entryBytes(entry) {
  return 1024 + heapBytes(entry);
}

/** The share of an instance's copies that variants (filtered and paged lists) may take. */
export const VARIANT_SHARE = 0.25;

/** A variant of a page (a filtered or paged list), which tagged itself so (pageCacheTags.mjs). */
export function isVariant(entry) {
  return (entry?.tags ?? []).includes(VARIANT_TAG);
}

/**
 * This instance's own copies, bounded in bytes. It answers alone when there is no Redis or Redis
 * is away, and in front of Redis for a few seconds after a copy was read from it. The site's own
 * pages and the variants are kept apart, each by its own least-recently-used order: variants in
 * VARIANT_SHARE of the bytes, so that however many a crowd asks for, they push out only each
 * other (issue 53).
 */
export function createLocalCopies({ maxBytes }) {
  const lru = (bytes) =>
    new LRUCache({
      maxSize: Math.max(1, Math.floor(bytes)),
      sizeCalculation: (copy) => copy.bytes,
    });
  const variants = lru(maxBytes * VARIANT_SHARE);
  const pages = lru(maxBytes * (1 - VARIANT_SHARE));
  // Implicit tags (paths) revalidated here, and when: a copy older than that is gone.
  const revalidatedTags = new Map();
  const revalidatedSince = (entry, implicitTags) =>
    [...(entry.tags ?? []), ...implicitTags].some(
      (tag) => (revalidatedTags.get(tag) ?? 0) > entry.lastModified,
    );
  const remove = (key) => {
    pages.delete(key);
    variants.delete(key);
  };
  return {
    name: 'local-copies',
    /** The copy and when Redis last confirmed it (0: never), or null. */
    read(key, implicitTags = []) {
      const copy = pages.get(key) ?? variants.get(key);
      if (!copy) return null;
      if (revalidatedSince(copy.entry, implicitTags)) {
        remove(key);
        return null;
      }
      return copy;
    },
    keep(key, entry, confirmedAt = 0) {
      remove(key);
      (isVariant(entry) ? variants : pages).set(key, {
        entry,
        confirmedAt,
        bytes: entryBytes(entry),
      });
    },
    revalidateTag(tag) {
      for (const copies of [pages, variants]) {
        for (const [key, copy] of copies.entries()) {
          if (copy.entry.tags?.includes(tag)) copies.delete(key);
        }
      }
      if (tag.startsWith('_N_T_')) revalidatedTags.set(tag, Date.now());
    },
    delete: remove,
  };
}

/**
 * A page that must not be kept: one that tagged itself so (a missing record's), and any answer
 * but a complete 2xx: an error (a 404 of a list's page past its last, of a made-up address that
 * reached a route), whose addresses are countless and, kept, would turn the cache over; and a 204,
 * which Next.js keeps for a route handler asked with OPTIONS and then cannot replay for a GET
 * (docs/next-options-cache.md).
 */
export function isNotKept(entry) {
  const status = entry?.value?.status ?? 200;
  return (
    (entry?.tags ?? []).includes(NOT_KEPT_TAG) || status < 200 || status > 299 || status === 204
  );
}

/**
 * Redis shared by every instance, with this instance's copies in front of it and behind it (and
 * the variants, in their share, alone).
 * In front only for FRONT_COPY_MS after Redis confirmed a copy: a longer front copy would hide a
 * newer render by another instance. Behind whenever Redis cannot answer: the instance serves
 * what it rendered or read itself, and renders the rest, rather than failing.
 *   shared: the redis-strings handler (null without REDIS_URL); isReady: whether Redis answers.
 */
export function tieredHandler({ shared, isReady, local, now = Date.now, onFallback = () => {} }) {
  const sharedUsable = () => shared !== null && isReady();
  return {
    name: shared ? 'redis-with-local-copies' : 'local-copies',
    async get(key, meta) {
      const implicitTags = meta?.implicitTags ?? [];
      const copy = local.read(key, implicitTags);
      // A variant lives in this instance's share alone (set, below).
      if (copy && isVariant(copy.entry)) return copy.entry;
      if (copy && now() - copy.confirmedAt < FRONT_COPY_MS) return copy.entry;
      if (!sharedUsable()) {
        if (shared) onFallback('redis not ready');
        return copy?.entry ?? null;
      }
      try {
        const entry = await shared.get(key, { implicitTags });
        // Not in Redis (expired, revalidated, flushed): rendered again, never resurrected here.
        if (entry) local.keep(key, entry, now());
        else local.delete(key);
        return entry;
      } catch (error) {
        onFallback(error);
        return copy?.entry ?? null;
      }
    },
    async set(key, entry, ctx) {
      // Not kept, and no earlier copy either (one rendered during an outage, say), which would
      // otherwise be served stale for ever while each refresh renders the page anew.
      if (isNotKept(entry)) return this.delete(key);
      local.keep(key, entry, now());
      // Variants never reach Redis, whose least-recently-used eviction would let them push out
      // every instance's pages: each instance keeps its own, within its bounded share.
      if (!sharedUsable() || isVariant(entry)) return;
      await shared.set(key, entry, ctx).catch(onFallback);
    },
    async revalidateTag(tag) {
      local.revalidateTag(tag);
      if (sharedUsable()) await shared.revalidateTag(tag).catch(onFallback);
    },
    async delete(key) {
      local.delete(key);
      if (sharedUsable()) await shared.delete(key).catch(onFallback);
    },
    async prepare() {
      if (sharedUsable()) await shared.prepare?.().catch(onFallback);
    },
  };
}
