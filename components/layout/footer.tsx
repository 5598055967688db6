import { useTranslations } from 'next-intl';

export function Footer() {
  const t = useTranslations('Layout.footer');
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__note">{t('dataNote')}</p>
        <p className="site-footer__copy">{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
