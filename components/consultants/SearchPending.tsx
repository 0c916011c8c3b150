'use client';

import { useEffect, useState } from 'react';
import { Loading } from '@/components/ui/Loading';

interface Props {
  formId: string;
  /**
   * The results' id (domain/listingSearch.ts RESULTS_ID), given by the page: that module reads the
   * branch registry, whose texts would come into the browser with it.
   */
  resultsId: string;
  /** The address of the results shown; a new one is a new search or page arriving. */
  shown: string;
}

/**
 * While a search is on its way, say so: the form is a plain GET, so the browser keeps showing the
 * old list until the new page arrives. When it arrives at its results (`#results`), the results'
 * heading takes the focus, so a screen reader starts there too. Without JavaScript this renders
 * nothing and nothing breaks: the address alone scrolls to the results.
 */
export function SearchPending({ formId, resultsId, shown }: Props) {
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
  useEffect(() => {
    if (window.location.hash === `#${resultsId}`) {
      document.getElementById(`${resultsId}-heading`)?.focus({ preventScroll: true });
    }
  }, [shown, resultsId]);
  return pending ? <Loading /> : null;
}
