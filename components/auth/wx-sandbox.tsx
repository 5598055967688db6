'use client';
import { App, Button, Form, Input, Result } from 'antd';
import '@/styles/antd/app.css';
import '@/styles/antd/button.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/result.css';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { wechatCalls } from '@/lib/auth/contract';
import { useCallMutation } from '@/lib/api/use-call';

/**
 * The local WeChat sandbox scan page: stands in for open.weixin.qq.com/connect/qrconnect and
 * the phone. Confirming as a nickname issues a code and returns to redirect_uri with the state.
 */
export function WxSandbox() {
  const t = useTranslations('Auth.sandbox');
  const params = useSearchParams();
  const { message } = App.useApp();
  const authorize = useCallMutation(wechatCalls.sandboxAuthorize);
  const appid = params.get('appid');
  const state = params.get('state');
  const redirectUri = params.get('redirect_uri');

  if (!appid || !state || !redirectUri) return <Result status="warning" title={t('badRequest')} />;

  async function confirm(v: { nickname: string }) {
    try {
      const { redirect } = await authorize.trigger({ appid: appid!, state: state!, redirect_uri: redirectUri!, nickname: v.nickname });
      window.location.assign(redirect);
    } catch {
      message.error(t('failed'));
    }
  }

  return (
    <div className="sandbox-phone" data-testid="wx-sandbox">
      <span className="sandbox-phone__badge">{t('badge')}</span>
      <h1 className="auth-card__title">{t('title')}</h1>
      <QRCodeSVG value={typeof window === 'undefined' ? state : window.location.href} size={140} />
      <p className="auth-muted">{t('intro')}</p>
      <Form layout="vertical" requiredMark={false} onFinish={confirm} initialValues={{ nickname: '' }}>
        <Form.Item name="nickname" label={t('nickname')} rules={[{ required: true, whitespace: true, max: 40, message: t('nicknameRequired') }]}>
          <Input maxLength={40} data-testid="sandbox-nickname" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={authorize.isMutating || !!authorize.data} data-testid="sandbox-confirm" style={{ background: '#07c160' }}>
          {t('confirm')}
        </Button>
      </Form>
    </div>
  );
}
