'use client';

import { describeLoadFailure } from '@/lib/load-errors';
import { LOAD_ERROR_TEXT, MAIN_CONTENT_ID } from '@/lib/site';

/** Shown in place of a page whose content or code failed to load, with a way to try again. */
export default function PageError({ error, reset }: { error: Error; reset: () => void }) {
  const failure = describeLoadFailure(error);
  return (
    <main id={MAIN_CONTENT_ID} className="page page-error">
      <p role="alert">{LOAD_ERROR_TEXT}</p>
      {failure.message !== LOAD_ERROR_TEXT ? <p className="page-error-detail">{failure.message}</p> : null}
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
