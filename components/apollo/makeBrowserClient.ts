import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { ANSWER_LANGUAGE_HEADER } from '@/graphql/answerLanguage';
import { readsPatientData } from '@/graphql/patientData';
import type { DocumentNode } from 'graphql';

const GRAPHQL_ENDPOINT = '/api/graphql';

/**
 * Apollo Client for the browser. Public queries go by GET, whose answers the browser and a CDN
 * may keep (graphql/responseCache.ts); a patient's data and every mutation by POST, so what the
 * browser sends (a patient's id, a customer's details) stays out of addresses and the logs that
 * keep them. Those answers' messages are in the page's language; a GET answer, which caches share,
 * is the same for everyone.
 */
const isMutation = (query: DocumentNode) => {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'mutation';
};

export function makeBrowserClient(): ApolloClient {
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.split(
      // A mutation goes by the second link too, with the page's language (issue 40: an Urdu
      // payment's messages, and the gateway's way back, were English).
      ({ query, operationName }) => !readsPatientData(query, operationName) && !isMutation(query),
      new HttpLink({ uri: GRAPHQL_ENDPOINT, useGETForQueries: true }),
      new HttpLink({
        uri: GRAPHQL_ENDPOINT,
        fetchOptions: { method: 'POST' },
        headers: { [ANSWER_LANGUAGE_HEADER]: document.documentElement.lang },
      }),
    ),
  });
}
