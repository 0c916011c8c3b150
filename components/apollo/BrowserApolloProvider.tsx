'use client';

import { ApolloLink, HttpLink } from '@apollo/client';
import {
  ApolloClient,
  ApolloNextAppProvider,
  InMemoryCache,
} from '@apollo/client-integration-nextjs';
import type { ReactNode } from 'react';
import { readsPatientData } from '@/graphql/patientData';

const GRAPHQL_ENDPOINT = '/api/graphql';

function makeClient() {
  return new ApolloClient({
    cache: new InMemoryCache(),
    // Public queries by GET, whose answers the browser and a CDN may keep (responseCache.ts); a
    // patient's data and every mutation by POST, so what the browser sends (a patient's id, a
    // customer's details) stays out of addresses and the logs that keep them.
    link: ApolloLink.split(
      ({ query, operationName }) => !readsPatientData(query, operationName),
      new HttpLink({ uri: GRAPHQL_ENDPOINT, useGETForQueries: true }),
      new HttpLink({ uri: GRAPHQL_ENDPOINT, fetchOptions: { method: 'POST' } }),
    ),
  });
}

/**
 * Apollo Client for the browser, for the few parts that ask the API themselves once their script
 * has loaded (the lab search, the pharmacy). Mounted by those routes' layouts only, so no other
 * page downloads it.
 */
export function BrowserApolloProvider({ children }: { children: ReactNode }) {
  return <ApolloNextAppProvider makeClient={makeClient}>{children}</ApolloNextAppProvider>;
}
