/**
 * Stands in for @apollo/client-integration-nextjs in tests: the pages' client is made per request
 * by the integration, which needs React's server build; here a client is made per call.
 *   vi.mock('@apollo/client-integration-nextjs', () => import('./apolloPerCall'));
 */
export { ApolloClient, InMemoryCache } from '@apollo/client';

export const registerApolloClient = (make: () => unknown) => ({ getClient: make });
