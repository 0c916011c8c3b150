'use client';

import { useState } from 'react';
import { addToCart, type CartLine } from '@/domain/cart';
import { MAX_CART_LINES } from '@/domain/order';
import { accentButton } from '@/components/ui/buttons';
import { useHydrated } from '@/components/ui/useHydrated';
import { useLocale, useTranslations } from 'next-intl';
import { saveCart, useCart } from './cartStore';

/** A name as the catalogue sends it (English), isolated inside a sentence of either direction. */
export const isolated = (name: string) => `\u2068${name}\u2069`;

/**
 * Add to Cart (spec 001 §2; issue 40): puts the medicine in the cart kept on the phone, `quantity`
 * more of it, and says so where the patient is looking, with a link to the cart. On a card it sits
 * above the card's link, so a tap adds rather than opening the medicine.
 */
export function AddToCart({
  medicine,
  quantity = 1,
  className = '',
}: {
  medicine: Omit<CartLine, 'quantity'>;
  quantity?: number;
  className?: string;
}) {
  const t = useTranslations('cart');
  const hydrated = useHydrated();
  const lines = useCart();
  // Names as the catalogue sends them: English, on an Urdu page too.
  const sent = useLocale() === 'ur' ? 'en' : undefined;
  const [said, setSaid] = useState<'added' | 'full' | null>(null);
  const inCart = lines?.find((line) => line.id === medicine.id)?.quantity ?? 0;

  function add() {
    const { lines: next, added } = addToCart(lines ?? [], medicine, quantity);
    if (added) saveCart(next);
    setSaid(added ? 'added' : 'full');
  }

  return (
    <div className={`relative z-10 ${className}`}>
      <button
        type="button"
        className={`${accentButton} w-full disabled:opacity-60`}
        onClick={add}
        disabled={!hydrated}
      >
        {t('addToCart')}
        {/* Which medicine, for a screen reader's list of buttons; the label stays first. */}
        <span className="sr-only">
          : <bdi lang={sent}>{medicine.tradeName}</bdi>
        </span>
      </button>
      <p role="status" className="mt-2 min-h-6 text-sm">
        {said === 'full' ? (
          <span className="font-semibold text-red-800">
            {t('full', { max: String(MAX_CART_LINES) })}
          </span>
        ) : (
          inCart > 0 && (
            <>
              <span className="font-semibold text-green-800">
                {said === 'added' ? t('added') : t('inCart', { count: String(inCart) })}
              </span>{' '}
              <a href="#cart" className="font-semibold text-brand-800 underline">
                {t('view')}
              </a>
            </>
          )
        )}
      </p>
    </div>
  );
}
