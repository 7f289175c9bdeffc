'use client';

import { startTransition, useEffect, useRef, useState } from 'react';
import type { SearchGroup } from '@/lib/search/engine';
import type { SearchRequest, SearchResponse } from '@/lib/search/protocol';
import { createSearchWorker } from './search-worker';

export type SearchStatus = 'loading' | 'ready' | 'failed';

/** The answer the dialog shows: the query it answers, its first results, and how many it has in all. */
export interface SearchAnswer {
  query: string;
  groups: SearchGroup[];
  total: number;
}

// One worker per page load, shared by every opening of the dialog: the files it fetched stay loaded.
let shared: Worker | undefined;
// Ids of queries across every opening, so an answer to an earlier dialog's query is never taken.
let lastId = 0;

const send = (worker: Worker, request: SearchRequest) => worker.postMessage(request);
const NO_RESULTS: SearchAnswer = { query: '', groups: [], total: 0 };

/**
 * The first `shown` results of `query` from the search worker, which loads the index when search
 * first opens: the answer to the latest request only, the previous answer kept until it comes
 * (its `query` says which query it answers). `ask` sends a query at once, from the keystroke's own
 * event (the query React renders would reach the worker only once that render had committed);
 * more results for it are asked when `shown` grows. `reset` drops the answer, for a field emptied.
 */
export function useSearch(
  query: string,
  shown: number,
): {
  status: SearchStatus;
  answer: SearchAnswer;
  ask: (query: string, shown: number) => void;
  reset: () => void;
} {
  const [status, setStatus] = useState<SearchStatus>('loading');
  const [answer, setAnswer] = useState<SearchAnswer>(NO_RESULTS);
  const worker = useRef<Worker | undefined>(undefined);
  const latest = useRef({ id: 0, query: '', shown: 0 });

  const ask = (next: string, nextShown: number) => {
    const current = worker.current;
    if (!current) return;
    lastId += 1;
    latest.current = { id: lastId, query: next, shown: nextShown };
    if (next.trim()) send(current, { type: 'search', id: lastId, query: next, shown: nextShown });
  };

  useEffect(() => {
    const current = (shared ??= createSearchWorker());
    worker.current = current;
    // In a transition: React renders the answer in short tasks, yielding to the browser between
    // them, where a message's ordinary update would render the whole list in one task.
    const onMessage = ({ data }: MessageEvent<SearchResponse>) =>
      startTransition(() => {
        if (data.type === 'ready') setStatus('ready');
        else if (data.type === 'failed') {
          if (data.id === undefined || data.id === latest.current.id) setStatus('failed');
        } else if (data.id === latest.current.id) {
          setAnswer({ query: latest.current.query, groups: data.groups, total: data.total });
          setStatus('ready');
        }
      });
    // A worker whose script cannot be loaded (offline before it was cached) never answers.
    const onError = () => setStatus('failed');
    current.addEventListener('message', onMessage);
    current.addEventListener('error', onError);
    send(current, { type: 'open' });
    return () => {
      current.removeEventListener('message', onMessage);
      current.removeEventListener('error', onError);
    };
  }, []);

  // More results shown for the query last asked: its keystroke asked for the first ones.
  useEffect(() => {
    if (latest.current.shown !== shown) ask(latest.current.query, shown);
  }, [shown]);
  // An emptied field starts afresh: the answer to a query typed before must not stand for the
  // same query typed again, whose first results are fewer until its own answer comes.
  const reset = () => setAnswer(NO_RESULTS);

  // An empty query is answered without asking: it has no results.
  return { status, answer: query.trim() ? answer : { ...NO_RESULTS, query }, ask, reset };
}
