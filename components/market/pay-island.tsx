'use client';
import '@/components/commerce/payments.css';
import { PayDialog, type PayDialogProps } from '@/components/commerce/pay-dialog';
import { AntdScope } from '@/components/providers/antd-scope';

/**
 * The shared payment dialog with antd's configuration around it: loaded by the product page only
 * when a buyer has placed an order (next/dynamic), so the public page carries no antd until then.
 */
export default function MarketPay(props: PayDialogProps) {
  return (
    <AntdScope>
      <PayDialog {...props} />
    </AntdScope>
  );
}
