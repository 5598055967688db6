'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { PAY_CHANNELS, type PayChannelName } from '@/lib/payments/contract';

/**
 * The note of an order event for the reader (issue 29 item 6): the payment core stores the wallet
 * that paid ('alipay', 'wechat') as the note of the move to paid; it is shown as the channel's name
 * ("支付宝", "WeChat Pay"), never the code. Other notes (a transfer reference) are shown as written.
 */
export function useEventNote(): (note: string | null | undefined) => string {
  const tp = useTranslations('Payments');
  return useCallback((note) => (!note ? '' : (PAY_CHANNELS as readonly string[]).includes(note) ? tp(`channels.${note as PayChannelName}`) : note), [tp]);
}
