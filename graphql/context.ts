import type { Messages } from '@/domain/messages';
import type { Locale } from '@/domain/locales';

/**
 * Per-request context of the GraphQL server; yoga (/api/graphql) and the in-process SchemaLink
 * (the pages) each make their own. Most resolvers need nothing of it.
 */
export interface GraphQLContext {
  /**
   * Who is asking, for rate limits: the client's address as the nearest proxy reports it. Read
   * only when asked for, so a page that does not ask stays cacheable.
   */
  clientKey: () => Promise<string>;
  /**
   * Marks the answer as one no cache may keep: a patient's data, or a list an upstream fault left
   * empty (graphql/responseCache.ts).
   */
  noStore: () => void;
  /** The payment orders the asking browser made (its cookie, adapters/paymentCookie.ts). */
  paymentOrders: PaymentOrders;
  /**
   * The catalogue the asker reads the answer's messages in: English for /api/graphql (tools read
   * them too), the page's language for the site's own pages and forms, so a page shows what the
   * API said as it is, never looking a text up by its English.
   */
  messages: Messages;
  /** The language of `messages`, for data that carries its own words per language. */
  locale: Locale;
}

export interface PaymentOrders {
  /** The orders the browser's cookie lists; none without a valid one. Read only when asked for. */
  list: () => Promise<string[]>;
  /** Adds an order to the browser's cookie, sent with the answer. */
  remember: (orderNumber: string) => Promise<void>;
}
