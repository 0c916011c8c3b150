'use client';

import { HttpLink } from '@apollo/client';
import {
  ApolloClient,
  ApolloNextAppProvider,
  InMemoryCache,
} from '@apollo/client-integration-nextjs';
import type { ReactNode } from 'react';

const GRAPHQL_ENDPOINT = '/api/graphql';

function makeClient() {
  return new ApolloClient({
    cache: new InMemoryCache(),
    // POST: what the browser asks (a patient's id, a customer's details) stays out of addresses
    // and the logs that keep them.
    link: new HttpLink({ uri: GRAPHQL_ENDPOINT, fetchOptions: { method: 'POST' } }),
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
