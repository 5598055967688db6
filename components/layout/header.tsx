'use client';
import { useTranslations } from 'next-intl';
import { Suspense, useState, type ReactNode } from 'react';
import { MAIN_NAV } from '@/lib/routes';
import { NavLink } from './nav-link';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';

/** Header with the main navigation to every area, the language switch and the sign-in state (with the `userBadges` the root layout hands in). */
export function Header({ userBadges }: { userBadges?: ReactNode }) {
  const t = useTranslations('Layout');
  const [open, setOpen] = useState(false);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Suspense fallback={<span className="site-logo">{t('nav.home')}</span>}>
          <NavLink href="/" className="site-logo">
            <span className="site-logo__mark" aria-hidden>
              Fe
            </span>
            {/* The link's name: "home" plus the site name where it is shown (hidden on small screens). */}
            <span className="sr-only">{t('nav.home')}</span>
            <SiteName />
          </NavLink>
        </Suspense>
        <div className="site-header__lang">
          <Suspense fallback={null}>
            <LanguageSwitch />
          </Suspense>
        </div>
        <button type="button" className="site-nav__toggle" aria-expanded={open} aria-controls="site-menu" onClick={() => setOpen(!open)}>
          <span className="sr-only">{t('openMenu')}</span>☰
        </button>
        {/*
          On wide screens the menu's parts sit in the bar (display: contents); on phones it is one panel
          under the bar with the areas and the account (name, messages, sign out), so the bar keeps
          only the logo, the language switch and the menu button and never runs wider than the screen.
          A link followed inside the panel closes it.
        */}
        <div
          id="site-menu"
          className={`site-menu${open ? ' site-menu--open' : ''}`}
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          <nav id="site-nav" aria-label={t('mainNav')} className="site-nav">
            <Suspense fallback={null}>
              <ul className="site-nav__list">
                {MAIN_NAV.map((item) => (
                  <li key={item.key} className="site-nav__item">
                    <NavLink href={item.href} className="site-nav__link" data-nav={item.key}>
                      {t(`nav.${item.key}` as 'nav.home')}
                    </NavLink>
                    {item.children && (
                      <ul className="site-nav__sub">
                        {item.children.map((child) => (
                          <li key={child.key}>
                            <NavLink href={child.href} className="site-nav__sublink" data-nav={child.key}>
                              {t(`nav.${child.key}` as 'nav.home')}
                            </NavLink>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </Suspense>
          </nav>
          <div className="site-header__tools">
            <Suspense fallback={null}>
              <UserMenu badges={userBadges} />
            </Suspense>
          </div>
        </div>
      </div>
    </header>
  );
}

function SiteName() {
  const t = useTranslations('Common');
  return <span className="site-logo__name">{t('siteName')}</span>;
}
