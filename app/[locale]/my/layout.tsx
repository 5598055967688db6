import type { ReactNode } from 'react';
import { MyShell } from '@/components/account/my-shell';
import '@/components/account/account.css';
import '@/components/auth/auth.css';
import { VipMenuState } from '@/components/commerce/vip-badge';
import { AntdScope } from '@/components/providers/antd-scope';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';

/** The personal centre: side menu and the signed-in guard around every /my/ screen. */
export default async function MyLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Auth', 'Account', 'Files']}>
      <AntdScope>
        <MyShell menuExtra={<VipMenuState />}>{children}</MyShell>
      </AntdScope>
    </IslandMessages>
  );
}
