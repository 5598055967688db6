'use client';
import { Form, Input, Modal } from 'antd';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/modal.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { REVIEW_COMMENT_MAX, TRANSITIONS, type ReviewAction } from '@/lib/reviews/states';

const TITLES: Partial<Record<ReviewAction, string>> = { approve: 'approveTitle', fail: 'failTitle', revoke: 'revokeTitle' };

/**
 * Asks for the comment of a decision: required to fail or revoke (the owner reads it in their
 * message), optional to approve. Resolves through `onConfirm`, which throws to keep the dialog open.
 */
export function DecisionModal({ action, onCancel, onConfirm }: { action: ReviewAction | null; onCancel: () => void; onConfirm: (comment: string) => Promise<void> }) {
  const t = useTranslations('Reviews');
  const [form] = Form.useForm<{ comment?: string }>();
  const [busy, setBusy] = useState(false);
  const required = action ? TRANSITIONS[action].commentRequired : false;

  async function ok() {
    // A refused field shows its message under the field; nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const comment = values.comment ?? '';
    setBusy(true);
    try {
      await onConfirm(comment.trim());
      form.resetFields();
    } catch {
      /* the client already showed the server's message */
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={!!action}
      title={action ? t(`decision.${TITLES[action] ?? 'approveTitle'}` as 'decision.approveTitle') : ''}
      okText={t('decision.confirm')}
      cancelText={t('decision.cancel')}
      okButtonProps={{ danger: action === 'fail' || action === 'revoke', 'data-testid': 'review-decision-ok' }}
      confirmLoading={busy}
      onOk={() => void ok()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="comment"
          label={required ? t('decision.reason') : t('decision.comment')}
          rules={[
            { required, whitespace: true, message: t('refused.commentRequired') },
            { max: REVIEW_COMMENT_MAX, message: t('commentTooLong') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REVIEW_COMMENT_MAX} showCount placeholder={required ? t('decision.reasonPlaceholder') : undefined} data-testid="review-decision-comment" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
