'use client';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMoney } from '@/components/commerce/money';
import { toast } from '@/components/ui/plain/toast';
import { actionsFor, sandboxActionPath, type SandboxAction, type SandboxChannel, type SandboxTradeView } from '@/lib/payments/sandbox';
import './pay-sandbox.css';

const STATE_TAG = { waiting: 'tag--blue', paid: 'tag--green', failed: 'tag--red', abandoned: 'tag--orange', closed: 'tag' } as const;
const BUTTON: Record<SandboxAction, string> = { pay: 'button--primary', fail: '', abandon: '', notify: '' };

/**
 * The sandbox's cashier, standing in for the WeChat Pay / Alipay payer screens: the merchant's
 * description and amount as the sandbox recorded them, and the payer's buttons. Plain markup (public
 * page weight); the buttons post to the sandbox API, which notifies the merchant on "pay".
 */
export function SandboxCashier({ channel, trade, refused }: { channel: SandboxChannel; trade: SandboxTradeView | null; refused: boolean }) {
  const t = useTranslations('PaySandbox');
  const format = useFormatter();
  const money = useMoney();
  const [view, setView] = useState(trade);
  const [busy, setBusy] = useState<SandboxAction | null>(null);

  async function act(action: SandboxAction) {
    if (!view) return;
    setBusy(action);
    try {
      const res = await fetch(sandboxActionPath(channel, view.id), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action }) });
      const data = (await res.json()) as { ok: boolean; error?: string; trade?: SandboxTradeView };
      if (data.trade) setView(data.trade);
      if (!data.ok) toast.error(t(data.error === 'notAllowed' ? 'notAllowed' : 'actionFailed'));
    } catch {
      toast.error(t('actionFailed'));
    } finally {
      setBusy(null);
    }
  }

  const provider = t(`provider.${channel}`);
  return (
    <div className={`pay-sandbox pay-sandbox--${channel}`} data-testid="pay-sandbox">
      <p className="pay-sandbox__banner" role="note" data-testid="sandbox-banner">
        {t('banner')}
      </p>
      <span className="pay-sandbox__badge">{t('badge')}</span>
      <h1 className="pay-sandbox__title">
        {provider} · {t('title')}
      </h1>
      <p className="pay-sandbox__intro">{t('intro', { provider })}</p>
      {!view ? (
        <p className="pay-sandbox__message" role="alert" data-testid="pay-sandbox-missing">
          {refused ? t('refused') : t('notFound')}
        </p>
      ) : (
        <>
          <p className="pay-sandbox__amount" data-testid="pay-sandbox-amount">
            {money(view.amountFen)}
          </p>
          <dl className="pay-sandbox__facts">
            <dt>{t('item')}</dt>
            <dd data-testid="pay-sandbox-description">{view.description}</dd>
            <dt>{t('orderNo')}</dt>
            <dd>{view.outTradeNo}</dd>
            <dt>{t('expiresAt')}</dt>
            <dd>{format.dateTime(new Date(view.expiresAt), { dateStyle: 'medium', timeStyle: 'short' })}</dd>
            <dt>{t('state')}</dt>
            <dd>
              <span className={`tag ${STATE_TAG[view.state]}`} data-testid="pay-sandbox-state">
                {t(`states.${view.state}`)}
              </span>
            </dd>
          </dl>
          {view.state === 'paid' && view.notifyStatus !== null && (
            <p className="pay-sandbox__message" role="status">
              {view.notifyStatus >= 200 && view.notifyStatus < 300 ? t('notified', { status: view.notifyStatus }) : t('notifyPending', { status: String(view.notifyStatus) })}
            </p>
          )}
          <div className="pay-sandbox__actions">
            {actionsFor(view.state).map((action) => (
              <button
                key={action}
                type="button"
                className={`button ${BUTTON[action]} button--block`}
                disabled={busy !== null}
                aria-busy={busy === action || undefined}
                onClick={() => void act(action)}
                data-testid={`pay-sandbox-${action}`}
              >
                {t(`actions.${action}`)}
              </button>
            ))}
            {view.state === 'paid' && view.returnUrl && (
              <a className="button button--block" href={view.returnUrl} data-testid="pay-sandbox-return">
                {t('returnToMerchant')}
              </a>
            )}
          </div>
          {channel === 'wechat' && <p className="pay-sandbox__hint">{t('scanHint')}</p>}
        </>
      )}
    </div>
  );
}
