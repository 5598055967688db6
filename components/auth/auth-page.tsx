import { Suspense, type ComponentType } from 'react';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import './auth.css';

/**
 * The page of an account screen (login, register, password, WeChat steps): the Auth and Account
 * messages, the centred shell, and the form, which reads the query (hence the Suspense boundary).
 * Plain markup without antd (issue 10, page weight), so no AntdScope.
 */
export function authPage(Form: ComponentType) {
  return async function AuthScreenPage({ params }: { params: Promise<{ locale: string }> }) {
    const locale = await pageLocale(params);
    return (
      <IslandMessages locale={locale} namespaces={['Auth', 'Account']}>
        <div className="auth-shell">
          <Suspense fallback={null}>
            <Form />
          </Suspense>
        </div>
      </IslandMessages>
    );
  };
}
