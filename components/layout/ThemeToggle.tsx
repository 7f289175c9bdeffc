'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { safeStorage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/site';
import { THEME_EVENT, applyTheme, currentTheme } from '@/lib/theme';

function subscribe(onChange: () => void) {
  window.addEventListener(THEME_EVENT, onChange);
  return () => window.removeEventListener(THEME_EVENT, onChange);
}

/** Switches between light and dark, remembers the choice, and follows the system until one is made. */
export function ThemeToggle() {
  const dark = useSyncExternalStore(
    subscribe,
    () => currentTheme() === 'dark',
    () => false,
  );

  useEffect(() => {
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!media) return;
    const follow = (event: MediaQueryListEvent) => {
      if (safeStorage.get(STORAGE_KEYS.theme)) return;
      applyTheme(event.matches ? 'dark' : 'light');
      window.dispatchEvent(new Event(THEME_EVENT));
    };
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);

  const toggle = () => {
    const next = dark ? 'light' : 'dark';
    applyTheme(next);
    safeStorage.set(STORAGE_KEYS.theme, next);
    window.dispatchEvent(new Event(THEME_EVENT));
  };

  return (
    <button
      type="button"
      className="header-button theme-toggle"
      aria-pressed={dark}
      aria-label="Dark theme"
      onClick={toggle}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {dark ? (
          <path
            fill="currentColor"
            d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0-5 1 3h-2l1-3zm0 20-1-3h2l-1 3zM2 12l3-1v2l-3-1zm20 0-3 1v-2l3 1zM4.9 4.9l2.8 1.4-1.4 1.4-1.4-2.8zm14.2 14.2-2.8-1.4 1.4-1.4 1.4 2.8zM4.9 19.1l1.4-2.8 1.4 1.4-2.8 1.4zM19.1 4.9l-1.4 2.8-1.4-1.4 2.8-1.4z"
          />
        ) : (
          <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        )}
      </svg>
    </button>
  );
}
