import { messagesIn } from '@/domain/messages/catalogues';
import { answerLanguage } from './answerLanguage';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError } from 'graphql';
import { createYoga, maskError } from 'graphql-yoga';
import { config } from '@/adapters/config';
import { clientKeyOf } from '@/adapters/sharedState';
import type { GraphQLContext } from './context';
import { refuseCrossSitePrivateOperations } from './crossSite';
import { refuseFormPosts } from './formPosts';
import { isReadable } from './errors';
import { GRAPHQL_LIMITS, REPORTED_AS_VALIDATION_ERROR } from './limits';
import { paymentOrdersCookie, paymentOrdersOf } from './paymentOrders';
import { limitRequestsPerClient, withinBodyLimit } from './requestLimits';
import { cachePublicAnswers, markNoStore } from './responseCache';
import { schema } from './schema';
import { traceOperations } from './tracing';

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

export const yoga = createYoga<object, GraphQLContext>({
  schema,
  context: ({ request }) => ({
    clientKey: async () => clientKeyOf(request.headers),
    noStore: () => markNoStore(request),
    paymentOrders: paymentOrdersOf(request),
    messages: messagesIn(answerLanguage(request.headers)),
    locale: answerLanguage(request.headers),
  }),
  graphqlEndpoint: GRAPHQL_ENDPOINT,
  // Same-origin by default: only the internal tools' origins listed in API_CORS_ORIGINS may read
  // answers from their own pages, without credentials; what they may ask is limited by
  // refuseCrossSitePrivateOperations (crossSite.ts).
  cors: (request) => {
    const origin = request.headers.get('origin');
    if (!origin || !config().api.corsOrigins.includes(origin)) return false;
    return { origin: [origin], credentials: false, methods: ['GET', 'POST'], maxAge: 600 };
  },
  fetchAPI: { Response },
  // One rule for which errors people may read (graphql/errors.ts), shared with the page client;
  // anything else (bugs, upstream details) reaches the client as "Unexpected error."
  maskedErrors: {
    maskError: (error, message, isDev) =>
      error instanceof GraphQLError && isReadable(error) ? error : maskError(error, message, isDev),
  },
  // GraphiQL is bundled with the server (no third-party CDN) and open to developers. Its 9 MB of
  // script are loaded when someone first opens it: loaded with the API, they would take about
  // 17 MB of every instance's memory for a page patients never see (docs/operations.md).
  graphiql: { title: 'Farooq Hospitals GraphQL API', defaultQuery: DEFAULT_QUERY },
  renderGraphiQL: async (options) =>
    (await import('@graphql-yoga/render-graphiql')).renderGraphiQL(options),
  landingPage: false,
  // No file uploads; and no bodies a form on another site could send (graphql/formPosts.ts).
  multipart: false,
  plugins: [
    limitRequestsPerClient(),
    refuseFormPosts(),
    // The cookie of the orders this browser made (graphql/paymentOrders.ts).
    paymentOrdersCookie(),
    // Which answers the server and a CDN keep, and their Cache-Control (graphql/responseCache.ts).
    // After the limits, so a cached answer or a 304 still counts; before the refusals, so a
    // refused patient's query is marked no-store too.
    cachePublicAnswers(),
    refuseCrossSitePrivateOperations(),
    EnvelopArmorPlugin({
      maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ...REPORTED_AS_VALIDATION_ERROR },
      // __typename counts too: the library's default lets any number of them through.
      maxAliases: { n: GRAPHQL_LIMITS.maxAliases, allowList: [], ...REPORTED_AS_VALIDATION_ERROR },
      costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ...REPORTED_AS_VALIDATION_ERROR },
      maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
      maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, ...REPORTED_AS_VALIDATION_ERROR },
      // The schema is public and introspectable; suggestions help developers in GraphiQL.
      blockFieldSuggestion: { enabled: false },
    }),
    // A span per operation when tracing is on (graphql/tracing.ts); no variables in it.
    traceOperations(),
  ],
});

/** /api/graphql: a body over the size limit is refused before yoga reads it (requestLimits.ts). */
export async function handleApiRequest(request: Request): Promise<Response> {
  const limited = await withinBodyLimit(request);
  return limited instanceof Response ? limited : yoga.handleRequest(limited, {});
}
