import { messagesIn } from '@/domain/messages/catalogues';
import { requestLocale } from '@/graphql/renderedLocale';
import 'server-only';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SchemaLink } from '@apollo/client/link/schema';
import {
  ApolloClient,
  InMemoryCache,
  registerApolloClient,
} from '@apollo/client-integration-nextjs';
import { unstable_cache } from 'next/cache';
import { NOT_KEPT_TAG, VARIANT_TAG } from '@/domain/pageCacheTags.mjs';
import { headers } from 'next/headers';
import { logEvent, requestScope } from '@/adapters/log';
import { ordersFromCookieHeader } from '@/adapters/paymentCookie';
import { clientKeyOf } from '@/adapters/sharedState';
import type { GraphQLContext, PaymentOrders } from '../context';
import { isReadable, UNEXPECTED_MESSAGE } from '../errors';
import { schema } from '../schema';
import { answerErrors, traceOperation } from '../tracing';

/** The payment orders of the browser whose request is being rendered, from its cookie. */
const cookiePaymentOrders: PaymentOrders = {
  // Reading the request's cookies makes a page dynamic: only the payment status asks.
  list: async () => ordersFromCookieHeader((await headers()).get('cookie')),
  // Orders are made over /api/graphql only (the payment form), whose answer sets the cookie
  // (graphql/paymentOrders.ts); no page makes one.
  remember: async () => undefined,
};

/**
 * Server components query the schema in-process: no HTTP hop, the same resolvers and rules as
 * /api/graphql. One client per request, so nothing is shared between visitors.
 */
const { getClient } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: new SchemaLink({
        schema,
        context: (): GraphQLContext => ({
          // Reading the request's headers makes a page dynamic: only the lab lookups ask.
          clientKey: async () => clientKeyOf(await headers()),
          // A page rendered per request is not cached by Next.js in the first place.
          noStore: () => undefined,
          paymentOrders: cookiePaymentOrders,
          messages: messagesIn(requestLocale()),
          locale: requestLocale(),
        }),
      }),
    }),
);

/** How soon a page rendered with a failed block is rendered again: seconds, not the usual minute. */
const RETRY_AFTER_FAILURE_SECONDS = 5;

// Calling a cached function with a short lifetime shortens the lifetime of the page being rendered
// (Next's page cache keeps the shortest it saw), so an outage is not served for a minute after the
// service is back.
const shortenPageLife = unstable_cache(async () => true, ['page-rendered-with-a-failure'], {
  revalidate: RETRY_AFTER_FAILURE_SECONDS,
});

// The tag a cached function gives the page that calls it keeps the page out of the page cache
// (server/pageCacheTiers.mjs).
const keepOutOfPageCache = unstable_cache(async () => true, ['page-not-kept'], {
  tags: [NOT_KEPT_TAG],
});

/**
 * Keeps the page being rendered out of every cache: a record's page whose record is missing. Out
 * of the page cache by its tag; out of nginx's and any other shared cache by the request's scope,
 * which tells the front server to send it `no-store`, since Next.js would send the page's minute.
 */
export async function keepOutOfCaches(): Promise<void> {
  const scope = requestScope.getStore();
  if (scope) scope.keptNowhere = true;
  await keepOutOfPageCache();
}

const markAsVariant = unstable_cache(async () => true, ['page-variant'], { tags: [VARIANT_TAG] });

/**
 * Keeps the page being rendered in the page cache's bounded share of variants (a filtered or
 * paged list), apart from the site's own pages, which variants then cannot push out
 * (server/pageCacheTiers.mjs).
 */
export async function keepAsVariant(): Promise<void> {
  await markAsVariant();
}

/**
 * Settles once the page's budgeted request (a lab lookup) has been counted against the client's
 * budget or refused past it (graphql/resolvers/rateLimit.ts): a page awaits it, not the lookup,
 * before it sends its first bytes, so that a refusal answers 429 (server/answerHeaders.ts) while a
 * counted lookup still streams behind its loading text. Resolved at once outside a request.
 */
export function budgetCounted(): Promise<unknown> {
  const scope = requestScope.getStore();
  return new Promise((resolve) => {
    if (scope) scope.onBudget = resolve;
    else resolve(null);
  });
}

type ErrorPath = readonly (string | number)[];

export interface PageError {
  /** Where in the answer the error arose; null for an error of the whole query. */
  path: ErrorPath | null;
  code: string;
  /** The error's own message when people may read it (graphql/errors.ts), else a generic one. */
  message: string;
}

/** A page's answer: the data that arrived (blocks whose field failed are null) and the errors. */
export interface PageResult<TData> {
  data: TData | null;
  errors: PageError[];
}

/**
 * Run a page's query. Each page runs one query; a failing field blanks only its own block, so the
 * page gets every piece of data that did arrive together with the errors, each at its path. The
 * SchemaLink does not mask errors as yoga does; the same rule (isReadable) is applied here.
 */
export async function queryPage<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<PageResult<TData>> {
  // The page's operation gets the same span as one of /api/graphql, inside the render's.
  const result = await traceOperation(
    document,
    undefined,
    () =>
      getClient().query({
        query: document,
        variables,
        errorPolicy: 'all',
        // The client lives for one request: normalising the answer into its cache and reading it
        // back was a fifth of a page's render time, for nothing.
        fetchPolicy: 'no-cache',
      }),
    ({ error }) =>
      CombinedGraphQLErrors.is(error)
        ? answerErrors(error.errors)
        : { count: error ? 1 : 0, codes: [] },
  );
  // graphql-js builds answers from null-prototype objects, which React will not hand to client
  // components; a structured clone makes them plain.
  const data = result.data ? (structuredClone(result.data) as TData) : null;
  if (!result.error) return { data, errors: [] };

  const errors: PageError[] = CombinedGraphQLErrors.is(result.error)
    ? result.error.errors.map((error) => {
        const code = error.extensions?.code;
        const readable = isReadable(error);
        return {
          path: error.path ?? null,
          code: readable && typeof code === 'string' ? code : 'UNEXPECTED',
          message: readable ? error.message : UNEXPECTED_MESSAGE,
        };
      })
    : [{ path: null, code: 'UNEXPECTED', message: UNEXPECTED_MESSAGE }];
  // Bad input gives the same answer next time; anything else may be gone in a few seconds.
  if (errors.some((error) => error.code !== 'BAD_USER_INPUT')) await shortenPageLife();
  if (errors.some((error) => error.code === 'UNEXPECTED')) {
    logEvent('error', 'page_query_failed', { error: String(result.error) });
  }
  return { data, errors };
}

/** The error that blanked the block at `path` (or anything inside it), if any. */
export function errorAt(result: PageResult<unknown>, ...path: ErrorPath): PageError | undefined {
  return result.errors.find(
    (error) =>
      error.path === null || path.every((segment, index) => error.path![index] === segment),
  );
}
