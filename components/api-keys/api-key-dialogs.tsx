'use client';
import { Checkbox, Form, Input, Modal } from 'antd';
import '@/styles/antd/checkbox.css';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import '@/styles/antd/modal.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiKeyCalls } from '@/lib/api/calls/api-keys';
import { request } from '@/lib/api/client';
import { API_SCOPES, createApiKeySchema, type ApiScope } from '@/lib/api-keys/contract';
import { toast } from '@/components/ui/plain/toast';
import { zodRule } from '@/components/ui/zod-rule';
import { ApiKeyCallsDrawer } from './api-key-calls';
import type { Opened } from './api-key-list';

/**
 * The keys screen's dialogs, loaded on first use: make a key (name, scopes, company key for the administrator), the
 * new key shown once with a copy button, the revocation's confirmation and a key's calls.
 */
export function ApiKeyDialogs({ opened, canCreateCompany, onClose, onChanged }: { opened: Opened; canCreateCompany: boolean; onClose: () => void; onChanged: () => Promise<unknown> }) {
  const t = useTranslations('ApiKeys');
  const ta = useTranslations();
  const [form] = Form.useForm<{ name: string; scopes: ApiScope[]; company: boolean }>();
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  async function create() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      const answer = await request(apiKeyCalls.create, { name: values.name, scopes: values.scopes, company: canCreateCompany ? Boolean(values.company) : false });
      form.resetFields();
      onClose();
      setCopied(false);
      setSecret(answer.secret);
      await onChanged();
    } catch {
      /* toast shown */
    } finally {
      setBusy(false);
    }
  }

  async function revoke() {
    if (opened?.kind !== 'revoke') return;
    setBusy(true);
    try {
      await request(apiKeyCalls.revoke, { id: opened.key.id });
      toast.success(t('revoke.done'));
      onClose();
      await onChanged();
    } catch {
      /* toast shown */
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      toast.error(t('created.copyFailed'));
    }
  }

  return (
    <>
      <Modal
        open={opened?.kind === 'create'}
        title={t('form.title')}
        onCancel={onClose}
        onOk={create}
        confirmLoading={busy}
        okText={t('form.submit')}
        cancelText={t('form.cancel')}
        okButtonProps={{ 'data-testid': 'api-key-submit' }}
        forceRender
      >
        <Form form={form} layout="vertical" requiredMark={false} initialValues={{ name: '', scopes: [], company: false }}>
          <Form.Item name="name" label={t('form.name')} rules={[zodRule(createApiKeySchema.shape.name, ta)]}>
            <Input maxLength={60} placeholder={t('form.namePlaceholder')} data-testid="api-key-name" />
          </Form.Item>
          <Form.Item name="scopes" label={t('form.scopes')} rules={[zodRule(createApiKeySchema.shape.scopes, ta)]}>
            <Checkbox.Group className="api-keys__scopes" options={API_SCOPES.map((s) => ({ value: s, label: <span data-testid={`api-key-scope-${s}`}>{t(`scopes.${s}`)}</span> }))} />
          </Form.Item>
          {canCreateCompany ? (
            <Form.Item name="company" valuePropName="checked">
              <Checkbox data-testid="api-key-company">{t('form.company')}</Checkbox>
            </Form.Item>
          ) : null}
        </Form>
      </Modal>
      <Modal
        open={secret !== null}
        title={t('created.title')}
        closable={false}
        maskClosable={false}
        keyboard={false}
        onOk={() => setSecret(null)}
        okText={t('created.done')}
        okButtonProps={{ 'data-testid': 'api-key-done' }}
        cancelButtonProps={{ style: { display: 'none' } }}
        destroyOnHidden
      >
        <p className="api-keys__warning" role="alert" data-testid="api-key-once">
          {t('created.warning')}
        </p>
        <code className="api-keys__secret" data-testid="api-key-secret">
          {secret}
        </code>
        <button type="button" className="button" onClick={copy} data-testid="api-key-copy">
          {copied ? t('created.copied') : t('created.copy')}
        </button>
      </Modal>
      <Modal
        open={opened?.kind === 'revoke'}
        title={opened?.kind === 'revoke' ? t('revoke.title', { name: opened.key.name }) : ''}
        onCancel={onClose}
        onOk={revoke}
        confirmLoading={busy}
        okText={t('revoke.confirm')}
        okButtonProps={{ danger: true, 'data-testid': 'api-key-revoke-confirm' }}
        cancelText={t('revoke.cancel')}
        destroyOnHidden
      >
        <p>{t('revoke.body')}</p>
      </Modal>
      <ApiKeyCallsDrawer keyView={opened?.kind === 'calls' ? opened.key : null} onClose={onClose} />
    </>
  );
}
