'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { wechatCalls } from '@/lib/api/calls/auth';
import { useCallMutation } from '@/lib/api/use-call';
import { NavLink } from '@/components/layout/nav-link';
import type { Locale } from '@/lib/i18n/routing';
import { CodeFields } from '@/components/ui/code-fields';
import { TextField } from '@/components/ui/plain/text-field';
import { toast } from '@/components/ui/plain/toast';
import { lazyShape, useZodForm } from '@/components/ui/plain/use-zod-form';
import type { bindPhoneShape } from './form-schemas';
import { AuthResult } from './auth-result';
import { finishLogin, takeRememberedRedirect } from './login-redirect';

/** The form's fields; zod and the schemas load on first focus (components/auth/form-schemas.ts). */
const shape = lazyShape<typeof bindPhoneShape>(['mobile', 'code'], () => import('./form-schemas').then((m) => m.bindPhoneShape));

/** After a first WeChat scan: bind a mobile number (existing account or a new one) and sign in. */
export function BindPhoneForm() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const ticket = useSearchParams().get('ticket');
  const bind = useCallMutation(wechatCalls.wxBindingMobile);
  const form = useZodForm(shape);

  if (!ticket) {
    return (
      <div className="auth-card">
        <AuthResult status="warning" title={t('Auth.wxStateInvalid')} extra={<NavLink href="/login">{t('Auth.wechat.retry')}</NavLink>} />
      </div>
    );
  }

  async function submit(v: { mobile: string; code: string }) {
    try {
      const data = await bind.trigger({ ticket: ticket!, mobile: v.mobile, code: v.code });
      toast.success(t('Auth.wechat.loginSuccess'));
      finishLogin(data, takeRememberedRedirect(locale));
    } catch {
      /* toast shown by the client */
    }
  }

  return (
    <div className="auth-card" data-testid="bind-phone-card">
      <h1 className="auth-card__title">{t('Auth.bindPhone.title')}</h1>
      <p className="auth-muted">{t('Auth.bindPhone.intro')}</p>
      <form onSubmit={form.submit(submit)} noValidate className="auth-form">
        <TextField form={form} name="mobile" label={t('Auth.form.mobile')} placeholder={t('Auth.form.mobilePlaceholder')} maxLength={11} inputMode="tel" autoComplete="tel" data-testid="mobile-input" />
        <CodeFields form={form} purpose="bind" />
        <button type="submit" className="button button--primary button--block" disabled={bind.isMutating} aria-busy={bind.isMutating || undefined} data-testid="bind-phone-submit">
          {t('Auth.bindPhone.submit')}
        </button>
      </form>
    </div>
  );
}
