import '../app/globals.css';
import Link from 'next/link';
import { translate } from '@/lib/i18n/messages';

/** Fallback 404 outside any locale: both languages on one page. */
export default function GlobalNotFound() {
  return (
    <html lang="zh-CN">
      <body>
        <section className="status-page" data-testid="not-found">
          <div className="status-page__code">404</div>
          <h1 className="status-page__title">{translate('zh', 'Layout.notFound.title')}</h1>
          <p className="status-page__message">{translate('zh', 'Layout.notFound.message')}</p>
          <p className="status-page__message" lang="en">
            {translate('en', 'Layout.notFound.message')}
          </p>
          <Link href="/" className="button button--primary" data-testid="home-button">
            {translate('zh', 'Layout.notFound.home')} / {translate('en', 'Layout.notFound.home')}
          </Link>
        </section>
      </body>
    </html>
  );
}
