'use client';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useState, type ReactNode } from 'react';
import { pickAntdLocale } from '@/lib/antd-locale';
import { useLocale } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import { readCookie } from '@/lib/session/browser-cookies';
import { COOKIE } from '@/lib/session/constants';

const overrides = {
  table: { filterConfirm: 'OK', filterReset: 'Reset', emptyText: 'No data', sortTitle: 'Sort' },
  pagination: { items_per_page: '/ page', jump_to: 'Go to', page: 'Page' },
};

/**
 * antd's configuration around the parts of a page that use antd (forms, tables, tabs): its locale
 * and zeroRuntime (styles come from the static per-component files of styles/antd, each antd import
 * brings its own, so no CSS-in-JS work is done per request). No `App`: its message, modal and
 * notification APIs made every signed-in screen load antd's dialog and notification code (issue 30,
 * page weight). Screens say "saved" with `toast` (components/ui/plain/toast.tsx, the layout's
 * <Toaster />, which also shows the API client's failures) and confirm with `Modal.useModal()`.
 *
 * Deliberately not in the root layout: pages without antd (the home page, the static lists) then
 * load none of it (issue 10, page weight, docs/PERFORMANCE.md). Wrap a page's antd part in it once.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const locale = useLocale() as Locale;
  const [playLang, setPlayLang] = useState<string | undefined>(undefined);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookie is only readable after hydration
    setPlayLang(readCookie(COOKIE.playLang));
  }, []);
  return (
    <ConfigProvider
      locale={pickAntdLocale(locale, playLang, zhCN, enUS, overrides)}
      theme={{ zeroRuntime: true }}
    >
      {children}
    </ConfigProvider>
  );
}
