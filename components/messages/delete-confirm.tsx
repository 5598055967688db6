'use client';
import { Modal, type ButtonProps } from 'antd';
import '@/styles/antd/modal.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

/**
 * "Delete these messages?" of the message centre, loaded when first asked (issue 30: `Modal.useModal()`
 * put antd's dialog code in the list's first load). Stays open when the deletion fails (the API client
 * shows why).
 */
export function DeleteConfirm({ count, onCancel, onConfirm }: { count: number; onCancel: () => void; onConfirm: () => Promise<void> }) {
  const t = useTranslations('Messages');
  const [busy, setBusy] = useState(false);
  async function ok() {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      /* shown by the client; the dialog stays */
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal open title={count === 1 ? t('deleteOneConfirm') : t('deleteConfirm', { count })} onCancel={onCancel} onOk={() => void ok()} confirmLoading={busy} okButtonProps={{ danger: true, 'data-testid': 'message-delete-confirm' } as ButtonProps} width={416} />
  );
}
