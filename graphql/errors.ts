import { GraphQLError } from 'graphql';

/**
 * The one rule for which errors people may read, applied by yoga to every answer of /api/graphql
 * and by the page client to the pages' own queries. A coded error is readable when its code is one
 * of ours (the specification's messages, and messages about bad input). An error with no code and
 * no path is about the request itself (syntax, validation, the document limits) and is readable
 * too. Everything else (a thrown non-GraphQL error above all) is masked, so upstream addresses and stack traces never leave the server.
 */

const READABLE_CODES: readonly string[] = [
  'BAD_USER_INPUT',
  'UPSTREAM_UNAVAILABLE',
  'RATE_LIMITED',
  'PAYMENT_FAILED',
  'FORBIDDEN',
];

export const UNEXPECTED_MESSAGE = 'Unexpected error.';

export function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/**
 * Too many requests of one kind from one client; `retryAfter` seconds until the next is taken,
 * also sent as the answer's Retry-After header (yoga reads `http`, and leaves it out of the body).
 */
export function rateLimited(message: string, retryAfter: number): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfter,
      http: { headers: { 'Retry-After': String(retryAfter) } },
    },
  });
}

/** The payment gateway took no order (spec 001 §8 gives each reason its message). */
export function paymentFailed(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'PAYMENT_FAILED' } });
}

/** An upstream service could not answer and no cached copy could stand in. */
export function unavailable(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
}

interface ErrorLike {
  readonly path?: readonly (string | number)[] | undefined;
  readonly extensions?: Readonly<Record<string, unknown>> | undefined;
  /** Present on errors still in the server (yoga); gone from formatted ones (the page client). */
  readonly originalError?: unknown;
}

export function isReadable(error: ErrorLike): boolean {
  // Something other than a GraphQLError was thrown: a bug, whatever it says.
  if (error.originalError !== undefined && !(error.originalError instanceof GraphQLError)) {
    return false;
  }
  const code = error.extensions?.code;
  if (typeof code === 'string') return READABLE_CODES.includes(code);
  return error.path === undefined;
}
