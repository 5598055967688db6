import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

export function Footer() {
  const t = useTranslations('Layout.footer');
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav className="site-footer__links">
          <Link href="/aboutUs">{t('about')}</Link>
          <Link href="/aboutUs#contact">{t('contact')}</Link>
          <Link href="/help/helpList">{t('help')}</Link>
          <Link href="/help/recordList">{t('record')}</Link>
        </nav>
        <p className="site-footer__note">{t('dataNote')}</p>
        <p className="site-footer__copy">{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
