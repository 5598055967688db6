'use client';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/plain/text-field';
import { lazyShape, useZodForm } from '@/components/ui/plain/use-zod-form';
import type { passwordLoginShape } from './form-schemas';
import { visitorToken } from './login-redirect';
import type { useLoginSubmit } from './use-login-submit';
import { authCalls } from '@/lib/api/calls/auth';
import { request } from '@/lib/api/client';

/** The form's fields; zod and the schemas load on first focus (components/auth/form-schemas.ts). */
const shape = lazyShape<typeof passwordLoginShape>(['userName', 'password'], () => import('./form-schemas').then((m) => m.passwordLoginShape));

/** The password tab of the login page: account (user name or mobile) and password. */
export function PasswordLogin({ login }: { login: ReturnType<typeof useLoginSubmit> }) {
  const t = useTranslations();
  const form = useZodForm(shape);
  return (
    <form onSubmit={form.submit((v) => login.run(request(authCalls.login, { ...v, visitorToken: visitorToken() })))} noValidate data-testid="password-login-form">
      <TextField form={form} name="userName" label={t('Auth.form.account')} placeholder={t('Auth.form.accountPlaceholder')} autoComplete="username" data-testid="login-account" />
      <TextField form={form} name="password" type="password" label={t('Auth.form.password')} placeholder={t('Auth.form.passwordPlaceholder')} autoComplete="current-password" data-testid="login-password" />
      <button type="submit" className="button button--primary button--block" disabled={login.busy} aria-busy={login.busy || undefined} data-testid="login-submit">
        {t('Auth.login.submit')}
      </button>
    </form>
  );
}
