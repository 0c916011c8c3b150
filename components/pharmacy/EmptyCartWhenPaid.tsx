'use client';

import { useEffect } from 'react';
import { saveCart } from './cartStore';

/**
 * Empties the cart on the phone once the gateway reports the order paid (issue 40): until then
 * the patient may come back and pay again, or change the cart.
 */
export function EmptyCartWhenPaid() {
  useEffect(() => saveCart([]), []);
  return null;
}
