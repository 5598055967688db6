import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** 404: the page address is wrong, with a button to the home page (HTTP status 404). */
export default function NotFound() {
  const t = useTranslations('Layout.notFound');
  return (
    <section className="status-page" data-testid="not-found">
      <div className="status-page__code">404</div>
      <h1 className="status-page__title">{t('title')}</h1>
      <p className="status-page__message">{t('message')}</p>
      <Link href="/" className="button button--primary" data-testid="home-button">
        {t('home')}
      </Link>
    </section>
  );
}
