import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AntdScope } from '@/components/providers/antd-scope';
import { Toaster } from '@/components/ui/plain/toast';
import { getMessages, TIME_ZONE } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The providers every page gives its client components, built once for component tests: the real
 * message catalogue of the locale, antd as the app configures it (ConfigProvider, App), the layout's
 * toaster (which shows the API client's failures) and SWR with a fresh cache per render, so no answer leaks from one test to the next.
 */
export function TestProviders({ locale = 'zh', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={getMessages(locale)} timeZone={TIME_ZONE}>
      <AntdScope>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
        <Toaster />
      </AntdScope>
    </NextIntlClientProvider>
  );
}

/** `render` from Testing Library inside TestProviders: `renderWithProviders(<Form />, { locale: 'en' })`. */
export function renderWithProviders(ui: ReactElement, { locale = 'zh', ...options }: { locale?: Locale } & Omit<RenderOptions, 'wrapper'> = {}): RenderResult {
  return render(ui, { ...options, wrapper: ({ children }) => <TestProviders locale={locale}>{children}</TestProviders> });
}
