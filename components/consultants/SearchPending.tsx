'use client';

import { useEffect, useState } from 'react';
import { Loading } from '@/components/ui/Loading';

/**
 * While a search is on its way, say so: the form is a plain GET, so the browser keeps showing the
 * old list until the new page arrives. Without JavaScript this renders nothing and nothing breaks.
 */
export function SearchPending({ formId }: { formId: string }) {
  const [pending, setPending] = useState(false);
  useEffect(() => {
    const form = document.getElementById(formId);
    const start = () => setPending(true);
    // Coming back through the browser's history restores this page as it was left.
    const reset = () => setPending(false);
    form?.addEventListener('submit', start);
    window.addEventListener('pageshow', reset);
    return () => {
      form?.removeEventListener('submit', start);
      window.removeEventListener('pageshow', reset);
    };
  }, [formId]);
  return pending ? <Loading /> : null;
}
