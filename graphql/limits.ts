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
