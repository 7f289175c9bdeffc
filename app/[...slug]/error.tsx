'use client';

import { describeLoadFailure } from '@/lib/load-errors';

/** Shown in place of a page whose content or code failed to load, with a way to try again. */
export default function PageError({ error, reset }: { error: Error; reset: () => void }) {
  const failure = describeLoadFailure(error);
  return (
    <main id="main-content" className="page page-error">
      <p role="alert">Error loading content.</p>
      {failure.message !== 'Error loading content.' ? (
        <p className="page-error-detail">{failure.message}</p>
      ) : null}
      <button
        type="button"
        className="button"
        onClick={() => (failure.name || failure.code ? window.location.reload() : reset())}
      >
        Try again
      </button>
    </main>
  );
}
