'use client';

import { useCallback, useState } from 'react';
import { safeStorage } from '@/lib/storage';
import { MAX_RECENT_SEARCHES, STORAGE_KEYS } from '@/lib/site';

export interface RecentSearch {
  title: string;
  url: string;
}

function read(): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(safeStorage.get(STORAGE_KEYS.recentSearches) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is RecentSearch => typeof item?.title === 'string' && typeof item?.url === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** The last results the reader chose, newest first, kept in local storage when it works. */
export function useRecentSearches() {
  const [recent, setRecent] = useState<RecentSearch[]>(read);
  const remember = useCallback((item: RecentSearch) => {
    const next = [item, ...read().filter((entry) => entry.url !== item.url)].slice(0, MAX_RECENT_SEARCHES);
    safeStorage.set(STORAGE_KEYS.recentSearches, JSON.stringify(next));
    setRecent(next);
  }, []);
  return { recent, remember };
}
