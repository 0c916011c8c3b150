'use client';

import { ScriptsOnArrival } from '@/components/ui/ScriptsOnArrival';
import { useState } from 'react';
import type { CartLine } from '@/domain/cart';
import { DELIVERY } from '@/domain/delivery';
import { orderAmount } from '@/domain/order';
import { useTranslations } from 'next-intl';
import { AddToCart } from './AddToCart';
import { rupees } from './catalogue';
import { QuantityStepper } from './QuantityStepper';

/**
 * A medicine's quantity, its total and Add to Cart (spec 001 §2): the quantity chosen goes into
 * the cart, which pays for everything in it at once (components/pharmacy/Cart.tsx, issue 40).
 */
export function BuyPanel({ medicine }: { medicine: Omit<CartLine, 'quantity'> }) {
  const panel = useTranslations('payment.panel');
  const catalogue = useTranslations('catalogue');
  const cart = useTranslations('cart');
  const [quantity, setQuantity] = useState(1);
  // Shown to the customer; the server prices the order again from the catalogue.
  const total = Number(orderAmount(medicine.unitPrice, quantity));
  return (
    <section aria-labelledby="buy-heading" className="mt-6">
      <ScriptsOnArrival />
      <h2 id="buy-heading" className="sr-only">
        {panel('buy')}
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          label={panel('quantity')}
          fewer={panel('fewer')}
          more={panel('more')}
        />
        <p className="text-lg">
          {panel('total')}{' '}
          <strong data-testid="total">{catalogue('price', { amount: rupees(total) })}</strong>
        </p>
      </div>
      <AddToCart className="mt-4 max-w-xs" medicine={medicine} quantity={quantity} />
      <p className="mt-1 text-slate-700">
        {cart('deliveryNote', {
          days: String(DELIVERY.workingDays),
          fee: catalogue('price', { amount: rupees(DELIVERY.feeRupees) }),
        })}
      </p>
    </section>
  );
}
