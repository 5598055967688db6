import { useTranslations } from 'next-intl';
import { FOOTER_LINKS } from '@/lib/routes';
import { NavLink } from './nav-link';

export function Footer() {
  const t = useTranslations('Layout.footer');
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav className="site-footer__links" aria-label={t('linksLabel')}>
          {FOOTER_LINKS.map((link) => (
            <NavLink key={link.key} href={link.href} prefetch={false} data-testid={`footer-${link.key}`}>
              {t(`links.${link.key}`)}
            </NavLink>
          ))}
        </nav>
        <p className="site-footer__note">{t('dataNote')}</p>
        <p className="site-footer__copy">{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
