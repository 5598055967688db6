'use client';
import { Checkbox, Form, Modal } from 'antd';
import '@/styles/antd/checkbox.css';
import '@/styles/antd/form.css';
import '@/styles/antd/modal.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

const AGREEMENTS = [
  { field: 'agreeUser', key: 'user' },
  { field: 'agreePrivacy', key: 'privacy' },
  { field: 'agreePlatform', key: 'platform' },
] as const;

/** The three agreements of registration (spec section 5), each readable in a dialog and ticked. */
export function AgreementChecks() {
  const t = useTranslations('Auth');
  const [open, setOpen] = useState<(typeof AGREEMENTS)[number]['key'] | null>(null);
  const rule = { validator: async (_: unknown, v: boolean) => { if (!v) throw new Error(t('agreementsRequired')); } };
  return (
    <>
      {AGREEMENTS.map((a) => (
        <Form.Item key={a.field} name={a.field} valuePropName="checked" rules={[rule]} style={{ marginBottom: 8 }}>
          <Checkbox data-testid={a.field}>
            {t('agreements.readAndAgree')}{' '}
            <a
              onClick={(e) => {
                e.preventDefault();
                setOpen(a.key);
              }}
              href="#"
              data-testid={`${a.field}-read`}
            >
              {t(`agreements.${a.key}.title`)}
            </a>
          </Checkbox>
        </Form.Item>
      ))}
      <Modal open={open !== null} title={open ? t(`agreements.${open}.title`) : ''} onCancel={() => setOpen(null)} onOk={() => setOpen(null)} okText={t('agreements.close')} cancelButtonProps={{ style: { display: 'none' } }}>
        <div className="auth-agreement-text" data-testid="agreement-text">
          {open ? t(`agreements.${open}.body`) : ''}
        </div>
      </Modal>
    </>
  );
}
