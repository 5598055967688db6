'use client';
import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { useOpened } from '@/components/ui/use-opened';
import type { ConfirmOfflineModal as ConfirmOfflineModalType } from './confirm-offline-modal';
import type { InvoiceRequestModal as InvoiceRequestModalType } from './invoice-request-modal';
import type { OrderDetailDrawer as OrderDetailDrawerType } from './order-detail-drawer';
import type { PayDialog as PayDialogType } from './pay-dialog';

/**
 * The payment dialogs and the order drawer, loaded when first opened (issue 30: a list of orders
 * loaded the payment dialog, its QR code, the drawer's timeline and the transfer confirmation before
 * anyone clicked; /my/payment was 536 KB of JS). Same props as the components they load.
 */
const PayDialogBody = dynamic(() => import('./pay-dialog').then((m) => m.PayDialog));
const OrderDetailDrawerBody = dynamic(() => import('./order-detail-drawer').then((m) => m.OrderDetailDrawer));
const ConfirmOfflineModalBody = dynamic(() => import('./confirm-offline-modal').then((m) => m.ConfirmOfflineModal));
const InvoiceRequestModalBody = dynamic(() => import('./invoice-request-modal').then((m) => m.InvoiceRequestModal));

export function PayDialog(props: ComponentProps<typeof PayDialogType>) {
  return useOpened(props.order !== null) ? <PayDialogBody {...props} /> : null;
}

export function OrderDetailDrawer(props: ComponentProps<typeof OrderDetailDrawerType>) {
  return useOpened(props.orderNo !== null) ? <OrderDetailDrawerBody {...props} /> : null;
}

export function ConfirmOfflineModal(props: ComponentProps<typeof ConfirmOfflineModalType>) {
  return useOpened(props.order !== null) ? <ConfirmOfflineModalBody {...props} /> : null;
}

export function InvoiceRequestModal(props: ComponentProps<typeof InvoiceRequestModalType>) {
  return useOpened(props.open) ? <InvoiceRequestModalBody {...props} /> : null;
}
