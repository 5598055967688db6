'use client';
import { useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { findRoute } from '@/lib/routes';
import { NavLink } from './nav-link';
import { useHideContent } from './use-hide-content';

/** routeKey('/mind/mindIndex') → 'mind_mindIndex', the key of a screen title in Routes. */
export function routeKey(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '_') || 'home';
}

/**
 * The current location with a home link. Hidden while the hide-content flag is off (cxl=1), which
 * needs the query (a Suspense boundary on cached pages): the layout shows `BreadcrumbTrail` as that
 * boundary's fallback, so the trail is in the HTML and nothing below it moves when the page hydrates.
 */
export function Breadcrumb() {
  const hide = useHideContent();
  if (!hide) return null;
  return <BreadcrumbTrail />;
}

/**
 * The trail itself, from the path alone. Plain markup styled like antd's Breadcrumb (app/globals.css),
 * so no page pays for antd's Breadcrumb, Dropdown and Menu code.
 */
export function BreadcrumbTrail() {
  const pathname = usePathname();
  const t = useTranslations('Routes');
  const tc = useTranslations('Common');
  if (pathname === '/' || pathname === '/home') return null;
  const route = findRoute(pathname);
  const key = routeKey(pathname);
  const items: React.ReactNode[] = [<NavLink key="home" href="/">{tc('home')}</NavLink>];
  if (route) items.push(t(`areas.${route.area}` as 'areas.portal'));
  if (t.has(`screens.${key}` as 'screens.home')) items.push(t(`screens.${key}` as 'screens.home'));
  return (
    <div className="breadcrumb" data-testid="breadcrumb">
      <nav aria-label={tc('breadcrumb')}>
        <ol className="breadcrumb__list">
          {items.map((item, i) => (
            <li key={i} className="breadcrumb__item">
              {i > 0 && (
                <span className="breadcrumb__separator" aria-hidden>
                  /
                </span>
              )}
              {item}
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}
