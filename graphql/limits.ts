import type { GraphQLError, ValidationContext } from 'graphql';

/**
 * Limits on the documents the public endpoint accepts, so one request cannot ask for the whole
 * content service many times over. The site's own documents stay far below them.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 8,
  maxAliases: 10,
  maxCost: 5000,
  maxTokens: 2000,
  maxDirectives: 20,
} as const;

/**
 * A limit's refusal reported as the validation error it is (graphql-armor throws it otherwise,
 * and yoga then answered 200 to clients asking for `application/graphql-response+json`, which get
 * 400 for every other invalid document). For the limits checked while validating.
 */
export const REPORTED_AS_VALIDATION_ERROR = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => context?.reportError(error),
  ],
};
