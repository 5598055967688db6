'use client';

/** A list or screen that could not load: the message and a retry button (plain markup, `.status-page`). */
export function LoadFailed({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div className="status-page" role="alert">
      <p className="status-page__title">{message}</p>
      <div className="status-page__actions">
        <button type="button" className="button" onClick={onRetry}>
          {retryLabel}
        </button>
      </div>
    </div>
  );
}
