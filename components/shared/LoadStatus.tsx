import { LOAD_ERROR_TEXT } from '@/lib/site';

/** Grey lines standing in for content that is loading, announced to screen readers. */
export function LoadingPlaceholder({ className }: { className: string }) {
  return (
    <div className={className} role="status" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
      <div className="placeholder-line" />
      <div className="placeholder-line" />
      <div className="placeholder-line short" />
    </div>
  );
}

/** 'Error loading content.' (docs/SPEC.md section 8) with a way to try again. */
export function LoadFailed({ className, onRetry }: { className: string; onRetry: () => void }) {
  return (
    <div className={className} role="alert">
      <p>{LOAD_ERROR_TEXT}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
