'use client';
import { App, ConfigProvider } from 'antd';
import '@/styles/antd/app.css';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import Cookies from 'js-cookie';
import { useEffect, useState, type ReactNode } from 'react';
import { pickAntdLocale } from '@/lib/antd-locale';
import type { Locale } from '@/lib/i18n/routing';
import { COOKIE } from '@/lib/session/constants';
import { ApiErrorBridge } from './api-error-bridge';

const overrides = {
  table: { filterConfirm: 'OK', filterReset: 'Reset', emptyText: 'No data', sortTitle: 'Sort' },
  pagination: { items_per_page: '/ page', jump_to: 'Go to', page: 'Page' },
};

/**
 * antd with zeroRuntime: styles come from the static per-component files of styles/antd (each
 * antd import brings its own), so no per-request CSS-in-JS work is done on the server
 * (measured in docs/PERFORMANCE.md).
 */
export function AntdProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [playLang, setPlayLang] = useState<string | undefined>(undefined);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookie is only readable after hydration
    setPlayLang(Cookies.get(COOKIE.playLang));
  }, []);
  return (
    <ConfigProvider
      locale={pickAntdLocale(locale, playLang, zhCN, enUS, overrides)}
      theme={{ zeroRuntime: true }}
    >
      <App>
        <ApiErrorBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}
