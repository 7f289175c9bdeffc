'use client';

import { useEffect } from 'react';

const WAITING_MESSAGE = 'A new version of the site is installed and waiting until all tabs of it are closed.';

/**
 * Registers /sw.js after the page has loaded. When a new worker takes control of a page an
 * older one controlled, the page reloads once so it never mixes old and new files.
 */
export function ServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const hadController = Boolean(container.controller);
    // One signal removes every listener, including those added once registration resolves.
    const listening = new AbortController();
    const { signal } = listening;
    let reloaded = false;
    const onControllerChange = () => {
      if (!hadController || reloaded) return;
      reloaded = true;
      window.location.reload();
    };
    const reportWaiting = (registration: ServiceWorkerRegistration) => {
      if (registration.waiting && container.controller) console.info(WAITING_MESSAGE);
    };
    // A worker may already be installing when registration resolves, or start later.
    const watch = (registration: ServiceWorkerRegistration) =>
      registration.installing?.addEventListener('statechange', () => reportWaiting(registration), { signal });
    const register = () => {
      container
        .register('/sw.js')
        .then((registration) => {
          if (signal.aborted) return;
          reportWaiting(registration);
          watch(registration);
          registration.addEventListener('updatefound', () => watch(registration), { signal });
        })
        .catch((error: unknown) => console.error('Service worker registration failed:', error));
    };
    container.addEventListener('controllerchange', onControllerChange, { signal });
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true, signal });
    return () => listening.abort();
  }, []);
  return null;
}
