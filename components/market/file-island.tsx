import { Suspense, type ReactNode } from 'react';
import { IslandMessages } from '@/components/providers/island-messages';
import { RequireLogin } from '@/components/ui/require-login';
import type { Locale } from '@/lib/i18n/routing';
import './market.css';

/** The frame of the file management screens: their messages and the signed-in guard (plain controls, no antd). */
export function FileIsland({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IslandMessages locale={locale} namespaces={['Market', 'Files']}>
      <RequireLogin>
        <Suspense fallback={null}>{children}</Suspense>
      </RequireLogin>
    </IslandMessages>
  );
}
