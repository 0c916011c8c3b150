import { useSyncExternalStore } from 'react';
import { readCart, type CartLine } from '@/domain/cart';

/**
 * The cart kept on the patient's phone (issue 40): localStorage, so it survives a reload, a closed
 * tab and a lost connection, and follows other tabs of the site. It holds medicines only, never the
 * customer's details. What is read back is checked (domain/cart.ts): a store another script or an
 * old version wrote is an emptier cart, never a broken page.
 */

const KEY = 'fh-cart';

let kept: { text: string | null; lines: CartLine[] } = { text: null, lines: [] };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a private window, a setting): the cart lasts as long as the page.
    return null;
  }
}

let memory: CartLine[] = [];

/** The cart now: the same array until it changes, as useSyncExternalStore needs. */
function snapshot(): CartLine[] {
  const store = storage();
  if (!store) return memory;
  const text = store.getItem(KEY);
  if (text !== kept.text) {
    let parsed: unknown = [];
    try {
      parsed = JSON.parse(text ?? '[]');
    } catch {
      // Not JSON: an empty cart.
    }
    kept = { text, lines: readCart(parsed) };
  }
  return kept.lines;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Keeps the cart and tells every component showing it. */
export function saveCart(lines: CartLine[]): void {
  const store = storage();
  memory = lines;
  try {
    store?.setItem(KEY, JSON.stringify(lines));
  } catch {
    // A full store keeps the cart in memory for this page.
  }
  for (const listener of listeners) listener();
}

const notYet = () => undefined;

/** The cart's lines in the browser; undefined in the server's HTML and until hydrated. */
export function useCart(): CartLine[] | undefined {
  return useSyncExternalStore(subscribe, snapshot, notYet);
}
