import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createYoga } from 'graphql-yoga';
import { GRAPHQL_LIMITS } from './limits';
import { schema } from './schema';

const GRAPHQL_ENDPOINT = '/api/graphql';

const DEFAULT_QUERY = `# Consultants of the DHA branch whose record mentions cardiology
query DhaCardiologists {
  consultants(branch: DHA, search: { department: "Cardiology" }) {
    id
    name
    designation
    timing
    branch { displayName phone }
  }
}
`;

export const yoga = createYoga({
  schema,
  graphqlEndpoint: GRAPHQL_ENDPOINT,
  fetchAPI: { Response },
  // Errors that are not GraphQLErrors (bugs, upstream details) reach the client as "Unexpected error."
  maskedErrors: true,
  // GraphiQL is bundled with the server (no third-party CDN) and open to developers.
  graphiql: { title: 'Farooq Hospitals GraphQL API', defaultQuery: DEFAULT_QUERY },
  renderGraphiQL,
  landingPage: false,
  plugins: [
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
