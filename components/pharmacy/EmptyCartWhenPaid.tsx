'use client';

import { useEffect } from 'react';
import { ScriptsOnArrival } from '@/components/ui/ScriptsOnArrival';
import { saveCart } from './cartStore';

/**
 * Empties the cart on the phone once the gateway reports the order paid (issue 40): until then
 * the patient may come back and pay again, or change the cart. It must not wait for a touch the
 * patient may never make before leaving, with the cart still holding what they paid for, so it
 * has its page's scripts start on arrival.
 */
export function EmptyCartWhenPaid() {
  useEffect(() => saveCart([]), []);
  return <ScriptsOnArrival />;
}
