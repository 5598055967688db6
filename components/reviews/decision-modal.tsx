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
 *
 * The comment is the dialog's own state and is checked here, not through an antd form instance: a
 * click on OK while the dialog was still opening found the form not yet mounted, so validating it
 * sent nothing and the first click was lost. Now the first click always decides.
 */
export function DecisionModal({ action, onCancel, onConfirm }: { action: ReviewAction | null; onCancel: () => void; onConfirm: (comment: string) => Promise<void> }) {
  const t = useTranslations('Reviews');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const required = action ? TRANSITIONS[action].commentRequired : false;

  const check = (value: string): string | null => {
    if (required && !value.trim()) return t('refused.commentRequired');
    if (value.length > REVIEW_COMMENT_MAX) return t('commentTooLong');
    return null;
  };

  async function ok() {
    // A refused comment shows its message under the field; nothing to send.
    const refused = check(comment);
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    try {
      await onConfirm(comment.trim());
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
      afterClose={() => {
        setComment('');
        setProblem(null);
      }}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label={required ? t('decision.reason') : t('decision.comment')} required={required} validateStatus={problem ? 'error' : undefined} help={problem ?? undefined} htmlFor="review-decision-comment">
          <Input.TextArea
            id="review-decision-comment"
            rows={3}
            maxLength={REVIEW_COMMENT_MAX}
            showCount
            value={comment}
            onChange={(e) => {
              setComment(e.target.value);
              if (problem) setProblem(check(e.target.value));
            }}
            placeholder={required ? t('decision.reasonPlaceholder') : undefined}
            data-testid="review-decision-comment"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
