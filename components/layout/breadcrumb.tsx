'use client';
import { Breadcrumb as AntBreadcrumb } from 'antd';
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
 * The current location with a home link. Hidden while the hide-content flag is off (cxl=1).
 */
export function Breadcrumb() {
  const hide = useHideContent();
  const pathname = usePathname();
  const t = useTranslations('Routes');
  const tc = useTranslations('Common');
  if (!hide || pathname === '/' || pathname === '/home') return null;
  const route = findRoute(pathname);
  const key = routeKey(pathname);
  const items: { title: React.ReactNode }[] = [{ title: <NavLink href="/">{tc('home')}</NavLink> }];
  if (route) items.push({ title: t(`areas.${route.area}` as 'areas.portal') });
  if (t.has(`screens.${key}` as 'screens.home')) items.push({ title: t(`screens.${key}` as 'screens.home') });
  return (
    <div className="breadcrumb" data-testid="breadcrumb">
      <AntBreadcrumb items={items} />
    </div>
  );
}
