import { Suspense, type ComponentType } from 'react';
import { screen } from '@/components/layout/screen';
import './auth.css';

/**
 * The page of an account screen (login, register, password, WeChat steps): its title, the Auth and Account
 * messages, the centred shell, and the form, which reads the query (hence the Suspense boundary).
 * Plain markup without antd (issue 10, page weight), so no AntdScope.
 */
export function authPage(metadata: { path: string; title: string; noIndex?: boolean }, Form: ComponentType) {
  return screen({
    ...metadata,
    messages: ['Auth', 'Account'],
    render: () => (
      <div className="auth-shell">
        <Suspense fallback={null}>
          <Form />
        </Suspense>
      </div>
    ),
  });
}
