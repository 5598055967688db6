import 'server-only';
import { z } from 'zod';
import type { ProviderTradeState, VerifiedPayment } from '@/lib/server/payments/provider';

/**
 * The transaction object of WeChat Pay v3 (the decrypted `resource` of a TRANSACTION.SUCCESS
 * notification and the answer of the query by out_trade_no), with the fields this portal reads.
 */
export const transactionSchema = z.object({
  appid: z.string().min(1),
  mchid: z.string().min(1),
  out_trade_no: z.string().min(1).max(32),
  transaction_id: z.string().max(64).optional(),
  trade_type: z.string().optional(),
  trade_state: z.enum(['SUCCESS', 'REFUND', 'NOTPAY', 'CLOSED', 'REVOKED', 'USERPAYING', 'PAYERROR']),
  trade_state_desc: z.string().optional(),
  success_time: z.string().optional(),
  amount: z
    .object({
      total: z.number().int().min(0).max(2_147_483_647).optional(),
      payer_total: z.number().int().optional(),
      currency: z.string().optional(),
    })
    .optional(),
});
export type WechatTransaction = z.infer<typeof transactionSchema>;

/** The paid transaction as the order core sees it; throws when a SUCCESS transaction lacks what proves it. */
export function paymentOf(tx: WechatTransaction): VerifiedPayment {
  const paidAt = tx.success_time ? new Date(tx.success_time) : new Date(NaN);
  if (!tx.transaction_id || tx.amount?.total === undefined || Number.isNaN(paidAt.getTime())) {
    throw new Error('a SUCCESS transaction without transaction_id, amount.total or success_time');
  }
  if (tx.amount.currency && tx.amount.currency !== 'CNY') throw new Error('a transaction in another currency than CNY');
  return { channel: 'wechat', outTradeNo: tx.out_trade_no, transactionId: tx.transaction_id, amountFen: tx.amount.total, paidAt };
}

/** trade_state → the order core's view: SUCCESS paid; NOTPAY/USERPAYING waiting; CLOSED/REVOKED/PAYERROR closed; REFUND unknown (decided by people). */
export function tradeStateOf(tx: WechatTransaction): ProviderTradeState {
  switch (tx.trade_state) {
    case 'SUCCESS':
      return { state: 'paid', payment: paymentOf(tx) };
    case 'NOTPAY':
    case 'USERPAYING':
      return { state: 'waiting' };
    case 'CLOSED':
    case 'REVOKED':
    case 'PAYERROR':
      return { state: 'closed' };
    default:
      return { state: 'unknown' };
  }
}

