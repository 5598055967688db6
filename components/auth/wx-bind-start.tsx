'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/i18n/locale-path';
import { RequireLogin } from '@/components/ui/require-login';
import { WechatLogin } from './wechat-login';

/** /wxBind: binds WeChat to the signed-in account through the same OAuth2 flow. */
export function WxBindStart() {
  const t = useTranslations('Auth.wechat');
  const locale = useLocale() as Locale;
  return (
    <RequireLogin>
      <div className="auth-card" data-testid="wx-bind-card">
        <h1 className="auth-card__title">{t('bindTitle')}</h1>
        <p className="auth-muted">{t('bindIntro')}</p>
        <WechatLogin purpose="bind" target={() => localizePath('/my/info', locale)} />
      </div>
    </RequireLogin>
  );
}
