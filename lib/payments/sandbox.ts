/**
 * What the payment sandbox's cashier page knows of a trade (issue 12): shared by the server that
 * builds it (lib/server/payments/sandbox) and the page's client island (components/pay-sandbox).
 */
export const SANDBOX_CHANNELS = ['wechat', 'alipay'] as const;
export type SandboxChannel = (typeof SANDBOX_CHANNELS)[number];

export type SandboxState = 'waiting' | 'paid' | 'failed' | 'abandoned' | 'closed';

/** The payer's buttons: pay, make the payment fail, walk away; and re-send the notification of a paid trade. */
export const SANDBOX_ACTIONS = ['pay', 'fail', 'abandon', 'notify'] as const;
export type SandboxAction = (typeof SANDBOX_ACTIONS)[number];

export interface SandboxTradeView {
  id: string;
  channel: SandboxChannel;
  outTradeNo: string;
  /** The merchant's description, as it asked the provider to show it. */
  description: string;
  amountFen: number;
  state: SandboxState;
  expiresAt: string;
  returnUrl: string | null;
  notifyAttempts: number;
  notifyStatus: number | null;
}

/** Which buttons a trade in a state offers (the server applies the same rule in one conditional UPDATE). */
export function actionsFor(state: SandboxState): SandboxAction[] {
  if (state === 'waiting') return ['pay', 'fail', 'abandon'];
  if (state === 'abandoned') return ['pay', 'fail'];
  if (state === 'failed') return ['pay'];
  if (state === 'paid') return ['notify'];
  return [];
}

/** The sandbox API address of a trade's buttons (POST JSON `{ action }`). */
export function sandboxActionPath(channel: SandboxChannel, id: string): string {
  return `/paySandbox-api/page/${channel}/${encodeURIComponent(id)}`;
}
