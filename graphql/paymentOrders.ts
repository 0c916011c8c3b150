import type { Plugin } from 'graphql-yoga';
import {
  ordersFromCookieHeader,
  overHttps,
  paymentCookieHeader,
  withOrders,
} from '@/adapters/paymentCookie';
import type { PaymentOrders } from './context';

/** The orders made in a request, for the cookie its answer sets. */
const MADE = new WeakMap<Request, string[]>();

/** A request's payment orders, over /api/graphql: its Cookie header, and a Set-Cookie to come. */
export function paymentOrdersOf(request: Request): PaymentOrders {
  return {
    list: async () => ordersFromCookieHeader(request.headers.get('cookie')),
    remember: async (orderNumber) => {
      MADE.set(request, [...(MADE.get(request) ?? []), orderNumber]);
    },
  };
}

/** Sets the cookie of a request that made orders: the browser's earlier ones and these. */
export function paymentOrdersCookie(): Plugin {
  return {
    onResponse({ request, response }) {
      const made = MADE.get(request);
      if (!made) return;
      const kept = ordersFromCookieHeader(request.headers.get('cookie'));
      response.headers.append(
        'Set-Cookie',
        paymentCookieHeader(withOrders(kept, made), overHttps(request.headers, request.url)),
      );
    },
  };
}
