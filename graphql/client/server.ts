import 'server-only';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SchemaLink } from '@apollo/client/link/schema';
import {
  ApolloClient,
  InMemoryCache,
  registerApolloClient,
} from '@apollo/client-integration-nextjs';
import { schema } from '../schema';

/**
 * Server components query the schema in-process: no HTTP hop, the same resolvers and rules as
 * /api/graphql. One client per request, so nothing is shared between visitors.
 */
const { getClient } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: new SchemaLink({ schema, context: {} }),
    }),
);

/** Error codes whose messages are meant for people (the specification's texts). */
const SHOWN_CODES = new Set(['UPSTREAM_UNAVAILABLE', 'BAD_USER_INPUT']);

export interface PageError {
  code: string;
  message: string;
}

export type PageResult<TData> = { data: TData; error: null } | { data: null; error: PageError };

/**
 * Run a page's query. The SchemaLink does not mask errors as yoga does, so anything that is not
 * one of our own coded errors becomes "Unexpected error." here and is logged.
 */
export async function queryPage<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<PageResult<TData>> {
  const result = await getClient().query({ query: document, variables, errorPolicy: 'all' });
  const error = result.error;
  if (!error && result.data) return { data: result.data as TData, error: null };

  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : 'UNEXPECTED';
  if (first && SHOWN_CODES.has(code))
    return { data: null, error: { code, message: first.message } };

  console.error(
    JSON.stringify({ level: 'error', event: 'page_query_failed', error: String(error) }),
  );
  return { data: null, error: { code: 'UNEXPECTED', message: 'Unexpected error.' } };
}
