import type { ApolloClient } from '@apollo/client';

let loading: Promise<ApolloClient> | undefined;

/**
 * The browser's one Apollo Client, downloaded with its first use: the pharmacy's pages work from
 * the server's answer, so Apollo (about 55 KB compressed) waits until a patient types a search or
 * presses Add to Cart (issue 22). A failed download is tried again on the next use.
 */
export function browserClient(): Promise<ApolloClient> {
  loading ??= import('./makeBrowserClient').then(
    ({ makeBrowserClient }) => makeBrowserClient(),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
