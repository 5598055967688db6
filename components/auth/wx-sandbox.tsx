'use client';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { wechatCalls } from '@/lib/api/calls/auth';
import { useCallMutation } from '@/lib/api/use-call';
import { QrCode } from '@/components/ui/qr-code';
import { TextField } from '@/components/ui/plain/text-field';
import { toast } from '@/components/ui/plain/toast';
import { lazyShape, useZodForm } from '@/components/ui/plain/use-zod-form';
import type { sandboxShape } from './form-schemas';
import { AuthResult } from './auth-result';

/** The form's fields; zod and the schemas load on first focus (components/auth/form-schemas.ts). */
const shape = lazyShape<typeof sandboxShape>(['nickname'], () => import('./form-schemas').then((m) => m.sandboxShape));

/**
 * The local WeChat sandbox scan page: stands in for open.weixin.qq.com/connect/qrconnect and
 * the phone. Confirming as a nickname issues a code and returns to redirect_uri with the state.
 */
export function WxSandbox() {
  const t = useTranslations('Auth.sandbox');
  const params = useSearchParams();
  const authorize = useCallMutation(wechatCalls.sandboxAuthorize);
  const form = useZodForm(shape);
  const appid = params.get('appid');
  const state = params.get('state');
  const redirectUri = params.get('redirect_uri');

  if (!appid || !state || !redirectUri) return <AuthResult status="warning" title={t('badRequest')} />;

  async function confirm(v: { nickname: string }) {
    try {
      const { redirect } = await authorize.trigger({ appid: appid!, state: state!, redirect_uri: redirectUri!, nickname: v.nickname });
      window.location.assign(redirect);
    } catch {
      toast.error(t('failed'));
    }
  }

  // Busy from the request until the browser has left for redirect_uri.
  const busy = authorize.isMutating || !!authorize.data;
  return (
    <div className="sandbox-phone" data-testid="wx-sandbox">
      <span className="sandbox-phone__badge">{t('badge')}</span>
      <h1 className="auth-card__title">{t('title')}</h1>
      <QrCode value={typeof window === 'undefined' ? state : window.location.href} size={140} aria-hidden="true" />
      <p className="auth-muted">{t('intro')}</p>
      <form onSubmit={form.submit(confirm)} noValidate className="sandbox-phone__form">
        <TextField form={form} name="nickname" label={t('nickname')} maxLength={40} autoComplete="nickname" data-testid="sandbox-nickname" />
        <button type="submit" className="button button--primary button--block sandbox-phone__confirm" disabled={busy} aria-busy={busy || undefined} data-testid="sandbox-confirm">
          {t('confirm')}
        </button>
      </form>
    </div>
  );
}
