import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AntdScope } from '@/components/providers/antd-scope';
import { IntlClientProvider } from '@/components/providers/intl-client-provider';
import { Toaster } from '@/components/ui/plain/toast';
import { getMessages, islandNamespaces, pickMessages, type Namespace } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The providers every page gives its client components, built once for component tests: the real
 * message catalogue of the locale (a missing message throws), antd as the app configures it (ConfigProvider), the layout's
 * toaster (which shows the API client's failures) and SWR with a fresh cache per render, so no answer leaks from one test to the next.
 */
export function TestProviders({ locale = 'zh', namespaces, children }: { locale?: Locale; namespaces?: readonly Namespace[]; children: ReactNode }) {
  // `namespaces`: only what the screen's island sends (IslandMessages), so a key of another namespace fails the test.
  const messages = namespaces ? pickMessages(locale, islandNamespaces(namespaces)) : getMessages(locale);
  return (
    <IntlClientProvider locale={locale} messages={messages}>
      <AntdScope>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
        <Toaster />
      </AntdScope>
    </IntlClientProvider>
  );
}

/** `render` from Testing Library inside TestProviders: `renderWithProviders(<Form />, { locale: 'en' })`. */
export function renderWithProviders(ui: ReactElement, { locale = 'zh', namespaces, ...options }: { locale?: Locale; namespaces?: readonly Namespace[] } & Omit<RenderOptions, 'wrapper'> = {}): RenderResult {
  return render(ui, { ...options, wrapper: ({ children }) => <TestProviders locale={locale} namespaces={namespaces}>{children}</TestProviders> });
}
