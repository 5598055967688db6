'use client';
import { useTranslations } from 'next-intl';
import { CodeFields } from '@/components/ui/code-fields';
import { TextField } from '@/components/ui/plain/text-field';
import { lazyShape, useZodForm } from '@/components/ui/plain/use-zod-form';
import type { codeLoginShape } from './form-schemas';
import { visitorToken } from './login-redirect';
import type { useLoginSubmit } from './use-login-submit';
import { authCalls } from '@/lib/api/calls/auth';
import { request } from '@/lib/api/client';

/** The form's fields; zod and the schemas load on first focus (components/auth/form-schemas.ts). */
const shape = lazyShape<typeof codeLoginShape>(['mobile', 'code'], () => import('./form-schemas').then((m) => m.codeLoginShape));

/** The SMS code tab of the login page: mobile, image captcha, code. */
export function CodeLogin({ login }: { login: ReturnType<typeof useLoginSubmit> }) {
  const t = useTranslations();
  const form = useZodForm(shape);
  return (
    <form onSubmit={form.submit((v) => login.run(request(authCalls.loginByMobile, { ...v, visitorToken: visitorToken() })))} noValidate data-testid="code-login-form">
      <TextField form={form} name="mobile" label={t('Auth.form.mobile')} placeholder={t('Auth.form.mobilePlaceholder')} maxLength={11} inputMode="tel" autoComplete="tel" data-testid="mobile-input" />
      <CodeFields form={form} purpose="login" />
      <button type="submit" className="button button--primary button--block" disabled={login.busy} aria-busy={login.busy || undefined} data-testid="code-login-submit">
        {t('Auth.login.submit')}
      </button>
    </form>
  );
}
