import 'server-only';
import type { SandboxAction, SandboxTradeView } from '@/lib/payments/sandbox';
import type { DbExecutor } from '@/lib/server/db/client';
import { deliverNotification } from './notify';
import type { SandboxSettings } from './settings';
import { effectiveState, getTrade, moveTrade, type SandboxChannel, type SandboxState, type SandboxTrade } from './store';

export type { SandboxAction, SandboxTradeView };

export function tradeView(trade: SandboxTrade): SandboxTradeView {
  return {
    id: trade.id,
    channel: trade.channel,
    outTradeNo: trade.outTradeNo,
    description: trade.description,
    amountFen: trade.amountFen,
    state: effectiveState(trade),
    expiresAt: trade.expiresAt.toISOString(),
    returnUrl: trade.returnUrl,
    notifyAttempts: trade.notifyAttempts,
    notifyStatus: trade.notifyStatus,
  };
}

const FROM: Record<Exclude<SandboxAction, 'notify'>, SandboxState[]> = {
  pay: ['waiting', 'abandoned', 'failed'],
  fail: ['waiting', 'abandoned'],
  abandon: ['waiting'],
};
const TO = { pay: 'paid', fail: 'failed', abandon: 'abandoned' } as const;

export type ActionResult =
  | { ok: true; trade: SandboxTradeView; delivery?: { acknowledged: boolean; status: number; probeRefused: boolean } }
  | { ok: false; error: 'notFound' | 'notAllowed'; trade?: SandboxTradeView };

/**
 * The payer's buttons on the sandbox page. `pay` moves the trade to paid in one conditional UPDATE
 * (a second click or a second instance finds it paid and changes nothing) and then notifies the
 * merchant; `notify` re-sends the notification of a paid trade; `fail` and `abandon` only change the
 * sandbox's record (the providers notify payments, not failures).
 */
export async function runSandboxAction(db: DbExecutor, settings: SandboxSettings, channel: SandboxChannel, id: string, action: SandboxAction): Promise<ActionResult> {
  const trade = await getTrade(db, channel, id);
  if (!trade) return { ok: false, error: 'notFound' };
  if (action === 'notify') {
    if (trade.state !== 'paid') return { ok: false, error: 'notAllowed', trade: tradeView(trade) };
    const delivery = await deliverNotification(db, settings, trade);
    return { ok: true, trade: tradeView((await getTrade(db, channel, id)) ?? trade), delivery };
  }
  const moved = await moveTrade(db, trade.id, FROM[action], TO[action]);
  if (!moved) return { ok: false, error: 'notAllowed', trade: tradeView(trade) };
  if (action !== 'pay') return { ok: true, trade: tradeView(moved) };
  const delivery = await deliverNotification(db, settings, moved);
  return { ok: true, trade: tradeView((await getTrade(db, channel, id)) ?? moved), delivery };
}
