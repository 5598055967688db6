'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { request } from '@/lib/api/client';
import { MOBILE_PATTERN } from '@/lib/auth/rules';
import { authCalls } from '@/lib/api/calls/auth';
import { useCallMutation } from '@/lib/api/use-call';
import { NavLink } from '@/components/layout/nav-link';
import { CodeFields } from '@/components/ui/code-fields';
import { TextField } from '@/components/ui/plain/text-field';
import { toast } from '@/components/ui/plain/toast';
import { lazyShape, useZodForm } from '@/components/ui/plain/use-zod-form';
import type { passwordResetShape } from './form-schemas';
import { AuthResult } from './auth-result';
import { samePasswords } from './same-passwords';
import { useRemoteCheck } from './use-remote-check';


/** The form's fields; zod and the schemas load on first focus (components/auth/form-schemas.ts). */
const shape = lazyShape<typeof passwordResetShape>(['mobile', 'code', 'password', 'confirmPassword'], () => import('./form-schemas').then((m) => m.passwordResetShape));

/** Forgot password: mobile, captcha, reset code, new password twice. */
export function PasswordForm() {
  const t = useTranslations();
  const forgetPassword = useCallMutation(authCalls.forgetPassword);
  const [done, setDone] = useState(false);
  const form = useZodForm(shape, { cross: samePasswords });
  const registered = useRemoteCheck(form, 'mobile', async (value) => {
    if (!MOBILE_PATTERN.test(value.trim())) return null;
    return (await request(authCalls.verifyMobileIsExist, { mobile: value })).exist ? null : 'Auth.mobileNotRegistered';
  });

  async function submit(v: { mobile: string; code: string; password: string; confirmPassword: string }) {
    if (!(await registered.check(v.mobile))) return;
    try {
      await forgetPassword.trigger(v);
      toast.success(t('Auth.password.done'));
      setDone(true);
    } catch {
      /* toast shown by the client */
    }
  }

  if (done) {
    return (
      <div className="auth-card">
        <AuthResult
          status="success"
          title={t('Auth.password.done')}
          extra={
            <NavLink href="/login" className="button button--primary" data-testid="password-to-login">
              {t('Auth.password.toLogin')}
            </NavLink>
          }
        />
      </div>
    );
  }
  return (
    <div className="auth-card" data-testid="password-card">
      <h1 className="auth-card__title">{t('Auth.password.title')}</h1>
      <form onSubmit={form.submit(submit)} noValidate data-testid="password-form">
        <TextField form={registered.field} name="mobile" label={t('Auth.form.mobile')} placeholder={t('Auth.form.mobilePlaceholder')} maxLength={11} inputMode="tel" autoComplete="tel" data-testid="mobile-input" />
        <CodeFields form={form} purpose="reset" checkMobile={async () => (await form.validate('mobile')) && (await registered.check(form.values.mobile))} />
        <TextField form={form} name="password" type="password" label={t('Auth.form.newPassword')} hint={t('Auth.passwordRule')} autoComplete="new-password" data-testid="password-new" />
        <TextField form={form} name="confirmPassword" type="password" label={t('Auth.form.confirmPassword')} autoComplete="new-password" data-testid="password-confirm" />
        <button type="submit" className="button button--primary button--block" disabled={forgetPassword.isMutating} aria-busy={forgetPassword.isMutating || undefined} data-testid="password-submit">
          {t('Auth.password.submit')}
        </button>
      </form>
      <div className="auth-card__links">
        <span />
        <NavLink href="/login">{t('Auth.password.toLogin')}</NavLink>
      </div>
    </div>
  );
}
