/**
 * Per-request context of the GraphQL server. Resolvers call adapters directly, so nothing is
 * required of it; yoga and the in-process SchemaLink each pass their own.
 */
export type GraphQLContext = object;
