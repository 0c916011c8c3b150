import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError } from 'graphql';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createYoga, maskError } from 'graphql-yoga';
import { clientKeyOf } from '@/adapters/sharedState';
import type { GraphQLContext } from './context';
import { refuseFormPosts } from './formPosts';
import { isReadable } from './errors';
import { GRAPHQL_LIMITS } from './limits';
import { schema } from './schema';

const GRAPHQL_ENDPOINT = '/api/graphql';

const DEFAULT_QUERY = `# The first page of DHA's cardiologists. To page on, pass pageInfo.endCursor as \`after\`.
query DhaCardiologists {
  consultants(branch: DHA, search: { department: "Cardiology" }, first: 10) {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      name
      designation
      timing
      branch { displayName phone }
    }
  }
}
`;

/** Requests whose answer no cache may keep (GraphQLContext.noStore). */
const NO_STORE = new WeakSet<Request>();

export const yoga = createYoga<object, GraphQLContext>({
  schema,
  context: ({ request }) => ({
    clientKey: async () => clientKeyOf(request.headers),
    noStore: () => NO_STORE.add(request),
  }),
  graphqlEndpoint: GRAPHQL_ENDPOINT,
  fetchAPI: { Response },
  // One rule for which errors people may read (graphql/errors.ts), shared with the page client;
  // anything else (bugs, upstream details) reaches the client as "Unexpected error."
  maskedErrors: {
    maskError: (error, message, isDev) =>
      error instanceof GraphQLError && isReadable(error) ? error : maskError(error, message, isDev),
  },
  // GraphiQL is bundled with the server (no third-party CDN) and open to developers.
  graphiql: { title: 'Farooq Hospitals GraphQL API', defaultQuery: DEFAULT_QUERY },
  renderGraphiQL,
  landingPage: false,
  // No file uploads; and no bodies a form on another site could send (graphql/formPosts.ts).
  multipart: false,
  plugins: [
    refuseFormPosts(),
    {
      onResponse({ request, response }) {
        if (NO_STORE.has(request)) response.headers.set('Cache-Control', 'no-store');
      },
    },
    EnvelopArmorPlugin({
      maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
      maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
      costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
      maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
      maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
      // The schema is public and introspectable; suggestions help developers in GraphiQL.
      blockFieldSuggestion: { enabled: false },
    }),
  ],
});
