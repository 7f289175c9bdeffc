'use client';

import { useEffect, useState } from 'react';
import { fetchOk } from '@/lib/fetch-ok';
import { loadSearchEngine } from '@/lib/search/engine';
import { SEARCH_INDEX_URL } from '@/lib/site';

export type SearchEngine = ReturnType<typeof loadSearchEngine>;
type IndexState = { status: 'loading' } | { status: 'ready'; engine: SearchEngine } | { status: 'failed' };

// One download per page load, shared by every opening of the dialog.
let loading: Promise<SearchEngine> | undefined;

function loadEngine(): Promise<SearchEngine> {
  loading ??= fetchOk(SEARCH_INDEX_URL)
    .then((response) => response.text())
    .then(loadSearchEngine)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The search engine over the site's index, fetched the first time search opens. */
export function useSearchIndex(): IndexState {
  const [state, setState] = useState<IndexState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadEngine().then(
      (engine) => current && setState({ status: 'ready', engine }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
