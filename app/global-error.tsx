'use client';
import './globals.css';
import { isPageUnavailable } from '@/lib/page-unavailable';
import en from '@/messages/en/layout.json';
import zh from '@/messages/zh/layout.json';

/**
 * Last-resort error page when the layout itself fails, in both languages: 500, or 503 "temporarily
 * unavailable" when the database could not be reached (lib/server/page-unavailable.ts).
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const unavailable = isPageUnavailable(error);
  return (
    <html lang="zh-CN">
      <body>
        <section className="status-page" data-testid="error-page" data-status={unavailable ? 503 : 500}>
          <div className="status-page__code">{unavailable ? 503 : 500}</div>
          <h1 className="status-page__title">
            {unavailable ? zh.error.unavailableTitle : zh.error.title} / <span lang="en">{unavailable ? en.error.unavailableTitle : en.error.title}</span>
          </h1>
          {unavailable ? (
            <p className="status-page__message">
              {zh.error.unavailableMessage} / <span lang="en">{en.error.unavailableMessage}</span>
            </p>
          ) : null}
          <button type="button" className="button button--primary" onClick={reset}>
            {zh.error.retry} / {en.error.retry}
          </button>
        </section>
      </body>
    </html>
  );
}
