import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { readsPatientData } from '@/graphql/patientData';

const GRAPHQL_ENDPOINT = '/api/graphql';

/**
 * Apollo Client for the browser. Public queries go by GET, whose answers the browser and a CDN
 * may keep (graphql/responseCache.ts); a patient's data and every mutation by POST, so what the
 * browser sends (a patient's id, a customer's details) stays out of addresses and the logs that
 * keep them.
 */
export function makeBrowserClient(): ApolloClient {
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.split(
      ({ query, operationName }) => !readsPatientData(query, operationName),
      new HttpLink({ uri: GRAPHQL_ENDPOINT, useGETForQueries: true }),
      new HttpLink({ uri: GRAPHQL_ENDPOINT, fetchOptions: { method: 'POST' } }),
    ),
  });
}
