import {
  // Renamed: a plugin, not a React hook (which ESLint's hook rules would take it for).
  useResponseCache as responseCachePlugin,
  hashSHA256,
  type BuildResponseCacheKeyFunction,
  type Cache,
  type ResponseCachePluginExtensions,
} from '@graphql-yoga/plugin-response-cache';
import { getOperationAST, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { config } from '@/adapters/config';
import { heapBytes } from '@/domain/heapBytes.mjs';
import { memoryBudget } from '@/domain/memoryBudgets.mjs';
import { ANSWER_LANGUAGE_HEADER, answerLanguage } from './answerLanguage';
import { readsPatientData } from './patientData';

/**
 * The one place that decides which answers of /api/graphql a cache may keep. A public query's
 * good answer over GET is kept here, one copy for everyone, as long as the adapters keep an
 * upstream copy fresh (UPSTREAM_FRESH_SECONDS, 60 s like the pages' revalidate); a CDN may keep it
 * as long, then serve it while it asks again for as long as the adapters serve their last good
 * copy when a host fails (UPSTREAM_STALE_SECONDS, a day). A patient's data (patientData.ts),
 * mutations, answers with errors and answers a resolver marks (GraphQLContext.noStore) are kept
 * nowhere and answer no-store. A copy is keyed by everything its answer follows: the query, its
 * variables and the answer's language (answerLanguage.ts); a CDN is told the same by Vary.
 */

/** Requests whose answer no cache may keep (GraphQLContext.noStore). */
const NO_STORE = new WeakSet<Request>();

export function markNoStore(request: Request): void {
  NO_STORE.add(request);
}

type Answer = ExecutionResult<Record<string, unknown>, ResponseCachePluginExtensions>;

/**
 * Bounded in entries and in bytes (what the answer holds in memory, domain/memoryBudgets.mjs), so
 * a flood of distinct queries, large ones too, evicts the least recently used answers instead of
 * growing memory; an answer over a megabyte (or the whole budget) is not kept at all.
 */
const newAnswers = () => {
  const maxSize = memoryBudget('graphqlAnswers');
  return new LRUCache<string, Answer>({
    max: 1000,
    maxSize,
    maxEntrySize: Math.min(maxSize, 1024 * 1024),
    sizeCalculation: (answer, key) => heapBytes(answer) + heapBytes(key),
  });
};

let answers = newAnswers();

/** Forgets every kept answer: a clean slate for tests. */
export function forgetAnswers(): void {
  answers = newAnswers();
}

/** A copy's tag, weak too: a proxy that compresses the answer (nginx's gzip) weakens it. */
const COPY_TAG = /^(?:W\/)?("([0-9a-f]{64})-[0-9a-z]+")$/;

/**
 * The plugin's ETag is the cache key, which names the query, not the answer: refilled with new
 * content, a copy would keep its tag, and a CDN revalidating by tag would keep the old content.
 * Here the tag names the copy (key and time made), quoted as HTTP wants, and an If-None-Match
 * finds the copy only while it is the one it names.
 */
export const copies: Cache = {
  set(key, result, _entities, ttl) {
    const answer = result as Answer;
    const headers = answer.extensions?.http?.headers;
    if (headers) headers.ETag = `"${key}-${Date.now().toString(36)}"`;
    answers.set(key, answer, { ttl });
  },
  get(id) {
    const tag = COPY_TAG.exec(id);
    const copy = answers.get(tag ? tag[2]! : id) ?? null;
    return tag && copy?.extensions?.http?.headers?.ETag !== tag[1] ? null : copy;
  },
  // No mutation changes public content, and none reaches the plugin (onExecute below).
  invalidate: () => undefined,
};

/**
 * The plugin's own key (query, operation, variables) plus the language the answer is written in:
 * messages and match reasons follow it, so without it an Urdu answer would be kept for English
 * readers too. The language answered, not the header as sent, so made-up values share the English
 * copy instead of each adding one. Hashed like the plugin's key, which COPY_TAG reads.
 */
const keyOfAnswer: BuildResponseCacheKeyFunction = ({
  documentString,
  operationName,
  variableValues,
  request,
}) =>
  hashSHA256(
    [
      answerLanguage(request.headers),
      documentString,
      operationName ?? '',
      JSON.stringify(variableValues ?? {}),
    ].join('|'),
  );

const seconds = (ms: number) => Math.floor(ms / 1000);

/** What a GET answer that may be kept tells the browser (ask again, by ETag) and a CDN. */
function publicCacheControl(): string {
  const { freshMs, staleMs } = config().upstream;
  return `public, max-age=0, s-maxage=${seconds(freshMs)}, stale-while-revalidate=${seconds(staleMs)}`;
}

export function cachePublicAnswers(): Plugin<{ request: Request }> {
  return {
    onPluginInit({ addPlugin }) {
      addPlugin(
        responseCachePlugin<{ request: Request }>({
          // Public answers only, so one copy serves everyone.
          session: () => null,
          buildResponseCacheKey: keyOfAnswer,
          cache: copies,
          // GET only: POST answers stay as they were, fresh each time (and no 304 to a POST).
          enabled: (request) => request.method === 'GET' && !NO_STORE.has(request),
          // Marked during execution too (a resolver's noStore): then not kept.
          onTtl: ({ ttl, context }) =>
            NO_STORE.has((context as { request: Request }).request)
              ? 0
              : Math.min(ttl, config().upstream.freshMs),
          // An upstream fault (or any error) never becomes a kept copy.
          shouldCacheResult: ({ result }) => !result.errors?.length,
          // The schema is public and the same for everyone, so introspection may be kept too; at
          // TTL 0 it would be tagged yet not kept (the plugin tags before it checks the TTL).
          ttlPerSchemaCoordinate: { 'Query.__schema': undefined },
          // The same tag must mean the same bytes: no hit/miss note in the answer.
          includeExtensionMetadata: false,
          // Left on: with it off, the plugin would cache mutations' answers like queries'.
          invalidateViaMutation: true,
        }),
      );
    },
    // Before the response cache's own hook (addPlugin puts it right after this plugin).
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'query' || readsPatientData(args.document, args.operationName))
        markNoStore(args.contextValue.request);
    },
    onResponse({ request, response }) {
      const { headers } = response;
      if (NO_STORE.has(request)) {
        headers.set('Cache-Control', 'no-store');
        // Tagged by the plugin when marked during execution, though not kept (onTtl).
        headers.delete('ETag');
        headers.delete('Last-Modified');
        return;
      }
      // POST answers keep what they had; GraphiQL's page is not an answer.
      if (request.method !== 'GET' || headers.get('content-type')?.startsWith('text/html')) return;
      // A GET answer a CDN may keep is one kept here: it carries its ETag (or is a 304 of it).
      if (!headers.has('ETag')) {
        headers.set('Cache-Control', 'no-store');
        return;
      }
      headers.set('Cache-Control', publicCacheControl());
      // The answer's type follows Accept, CORS's Access-Control-Allow-Origin follows Origin, and
      // its words follow the language the page asks in (keyOfAnswer).
      headers.append('Vary', `Accept, Origin, ${ANSWER_LANGUAGE_HEADER}`);
    },
  };
}
