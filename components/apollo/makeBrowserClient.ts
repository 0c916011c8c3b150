import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ANSWER_LANGUAGE_HEADER } from '@/graphql/answerLanguage';
import { readsPatientData } from '@/graphql/patientData';

const GRAPHQL_ENDPOINT = '/api/graphql';

/**
 * Apollo Client for the browser. Public queries go by GET, whose answers the browser and a CDN
 * may keep (graphql/responseCache.ts); a patient's data and every mutation by POST, so what the
 * browser sends (a patient's id, a customer's details) stays out of addresses and the logs that
 * keep them. Those answers' messages are in the page's language; a GET answer, which caches share,
 * is the same for everyone.
 */
export function makeBrowserClient(): ApolloClient {
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.split(
      ({ query, operationName }) => !readsPatientData(query, operationName),
      new HttpLink({ uri: GRAPHQL_ENDPOINT, useGETForQueries: true }),
      new HttpLink({
        uri: GRAPHQL_ENDPOINT,
        fetchOptions: { method: 'POST' },
        headers: { [ANSWER_LANGUAGE_HEADER]: document.documentElement.lang },
      }),
    ),
  });
}
