'use client';

import { useEffect } from 'react';
import { SERVICE_WORKER } from '@/lib/site';

/**
 * Registers the worker with workbox-window, imported only now so it is not part of the
 * first-load JavaScript.
 */
async function registerWorker(signal: AbortSignal): Promise<void> {
  const { Workbox } = await import('workbox-window');
  if (signal.aborted) return;
  const workbox = new Workbox(SERVICE_WORKER.url);
  let reloaded = false;
  // A new worker took over a page an older one controlled: reload once, so the page never
  // mixes old and new files.
  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate || reloaded || signal.aborted) return;
    reloaded = true;
    window.location.reload();
  });
  workbox.addEventListener('waiting', () => {
    if (navigator.serviceWorker.controller && !signal.aborted) console.info(SERVICE_WORKER.waitingMessage);
  });
  // The load event has passed: workbox need not wait for it again.
  await workbox.register({ immediate: true });
  // Once a worker is active and the page idle, it caches the search index's files for reading
  // offline (sw/service-worker.js): only those it lacks, so after the first visit this is cheap.
  const { active } = await navigator.serviceWorker.ready;
  if (signal.aborted) return;
  whenIdle(() => active?.postMessage(SERVICE_WORKER.cacheSearch));
}

/** Runs `task` when the browser is idle, or soon where it cannot say (Safari). */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task);
  else setTimeout(task, 0);
}

/**
 * Registers /sw.js after the page has loaded. When a new worker takes control of a page an
 * older one controlled, the page reloads once so it never mixes old and new files.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const listening = new AbortController();
    const { signal } = listening;
    // Caught, never thrown to the page: a registration that fails, or one refused without a
    // registration (Playwright's `serviceWorkers: 'block'` resolves to undefined), which
    // workbox then reads.
    const register = () =>
      registerWorker(signal).catch((error: unknown) =>
        console.error('Service worker registration failed:', error),
      );
    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', () => void register(), { once: true, signal });
    return () => listening.abort();
  }, []);
  return null;
}
