'use client';

import { useEffect, useState } from 'react';
import { browserClient } from '@/components/apollo/browserClient';
import { CATALOGUE } from '@/domain/catalogue';
import {
  MedicineSearchDocument,
  type MedicinePageFragment,
  type MedicineSearchQuery,
} from '@/graphql/__generated__/operations';

interface Found {
  medicines: MedicinePageFragment | null;
  loading: boolean;
  /** Nothing could be fetched; a page of 'Show All' that fails keeps the pages before it. */
  failed: boolean;
}

/**
 * The catalogue's answer to a search from the browser, once `enabled`: the first cards, or with
 * `all` every match, a page at a time until the last.
 */
export function useMedicineSearch(search: string, all: boolean, enabled: boolean): Found {
  // What was found, for which search: until the current search has an answer, it is loading.
  const asked = `${all ? 'all' : 'first'}:${search}`;
  const [found, setFound] = useState<Found & { asked: string | null }>({
    asked: null,
    medicines: null,
    loading: false,
    failed: false,
  });
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const first = all ? CATALOGUE.pageOfAll : CATALOGUE.firstCards;
    (async () => {
      const client = await browserClient();
      const nodes: MedicinePageFragment['nodes'][number][] = [];
      let after: string | null = null;
      do {
        const answer: { data?: MedicineSearchQuery } = await client.query({
          query: MedicineSearchDocument,
          variables: { search, first, after },
        });
        const page: MedicinePageFragment | null | undefined = answer.data?.medicines;
        if (!current) return;
        if (!page) throw new Error('no answer');
        nodes.push(...page.nodes);
        after = all && page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
        setFound({
          asked,
          medicines: { ...page, nodes: [...nodes] },
          loading: after !== null,
          failed: false,
        });
      } while (after !== null);
    })().catch(() => {
      if (!current) return;
      setFound((before) =>
        before.asked === asked
          ? { ...before, loading: false }
          : { asked, medicines: null, loading: false, failed: true },
      );
    });
    return () => {
      current = false;
    };
  }, [asked, search, all, enabled]);
  if (enabled && found.asked !== asked) return { medicines: null, loading: true, failed: false };
  return found;
}
