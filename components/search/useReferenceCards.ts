'use client';

import { useEffect, useState } from 'react';
import { fetchOk } from '@/lib/fetch-ok';
import type { ReferenceCards } from '@/lib/reference/card-view';
import { SEARCH_CARDS_URL } from '@/lib/site';

// One download per page load, shared by every showing of the results.
let loading: Promise<ReferenceCards> | undefined;

function loadCards(): Promise<ReferenceCards> {
  loading ??= fetchOk(SEARCH_CARDS_URL)
    .then((response) => response.json() as Promise<ReferenceCards>)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * The reference cards of search results by result url, fetched the first time results show;
 * none until they arrive. Cards only add to results, so a failed fetch leaves the results as
 * they are, and the next showing tries again.
 */
export function useReferenceCards(): ReferenceCards | undefined {
  const [cards, setCards] = useState<ReferenceCards>();
  useEffect(() => {
    let current = true;
    loadCards().then(
      (loaded) => current && setCards(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return cards;
}
