'use client';
import './globals.css';
import en from '@/messages/en/layout.json';
import zh from '@/messages/zh/layout.json';

/** Last-resort error page when the layout itself fails: status 500 in both languages. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="zh-CN">
      <body>
        <section className="status-page" data-testid="error-page">
          <div className="status-page__code">500</div>
          <h1 className="status-page__title">
            {zh.error.title} / <span lang="en">{en.error.title}</span>
          </h1>
          <button type="button" className="button button--primary" onClick={reset}>
            {zh.error.retry} / {en.error.retry}
          </button>
        </section>
      </body>
    </html>
  );
}
