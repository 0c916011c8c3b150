/**
 * What is known of the request a piece of work is done for, shared by the front server, which
 * enters it around Next.js's handler (server/requestScope.ts), and the code Next.js runs inside it
 * (adapters/log.ts reads it; graphql/client/server.ts marks it).
 */
export interface RequestScope {
  requestId: string;
  /**
   * Set while rendering an answer no cache may keep: a missing record's page, since such
   * addresses are countless. The front server then sends it `no-store` (server/answerHeaders.ts).
   */
  keptNowhere?: boolean;
  /**
   * Set when a budgeted request (graphql/resolvers/rateLimit.ts) found the client past its budget:
   * the seconds until it may ask again. The front server then sends the page, which says so, with
   * 429 and Retry-After (server/answerHeaders.ts).
   */
  retryAfter?: number;
  /** Told once a budgeted request has been counted or refused (its seconds to wait, or null). */
  onBudget?: (retryAfter: number | null) => void;
}
