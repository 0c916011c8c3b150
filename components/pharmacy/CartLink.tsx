'use client';

import Link from '@/components/i18n/Link';
import { usePagePath } from '@/components/layout/usePagePath';
import { CATALOGUE_PATH, PAYMENT_STATUS_PATH } from '@/domain/addresses/pharmacy';
import { useCart } from './cartStore';

/** The cart's anchor (components/pharmacy/Cart.tsx), on the catalogue and a medicine's page. */
const CART_ANCHOR = '#cart';

const look =
  'inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-brand-700 bg-white px-3 font-semibold text-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The cart and its count at the top of every pharmacy page (issue 54): "Cart (3)", one tap from
 * the cart, which is at the end of a long list. The count is the cart's medicines, as the cart's
 * heading counts them. It lives on the phone (cartStore.ts), so the server's HTML, kept for every
 * patient, holds the link without a count; the count's place is kept, so nothing moves when it
 * comes. Not a live region: Add to Cart already says what it did, and a second voice would repeat
 * it. An empty cart is a link to nowhere (no href): text, not a tap that does nothing.
 */
export function CartLink({ label }: { label: string }) {
  const lines = useCart();
  // The payment's return page shows no cart: its link leads to the catalogue's.
  const cartHere = usePagePath() !== PAYMENT_STATUS_PATH;
  const count = lines?.length;
  const content = (
    <>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0" fill="currentColor">
        <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.6 2H21l-3 8H8.1l-.4 1H19v2H4.6l1.8-4.1L3.6 4H1V2h3.7z" />
      </svg>
      {/* The space is for the link's name, "Cart (3)" (the flex gap spaces what is seen); the
          count's box has room for "(20)", the most a cart holds, before the count is known. */}
      {`${label} `}
      <span className="inline-block min-w-[4ch] text-start tabular-nums">
        {count === undefined ? '' : `(${count})`}
      </span>
    </>
  );
  if (!count) return <a className={look}>{content}</a>;
  return cartHere ? (
    <a href={CART_ANCHOR} className={look}>
      {content}
    </a>
  ) : (
    <Link href={`${CATALOGUE_PATH}${CART_ANCHOR}`} className={look}>
      {content}
    </Link>
  );
}
