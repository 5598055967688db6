'use client';
import { Form, Input } from 'antd';
import '@/styles/antd/form.css';
import '@/styles/antd/input.css';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { enterpriseCalls } from '@/lib/api/calls/enterprise';
import { useCall, useCallMutation } from '@/lib/api/use-call';
import { DOCUMENTS_MAX, saveCompanySchema, type CompanyInfo } from '@/lib/enterprise/contract';
import type { StoredFile } from '@/lib/files/contract';
import { FileField } from '@/components/ui/plain/file-field';
import { toast } from '@/components/ui/plain/toast';
import { zodRule } from '@/components/ui/zod-rule';
import { LoadState } from './list-state';

const FIELDS = ['name', 'creditCode', 'industry', 'contact', 'email', 'otherContact', 'serverRequirements'] as const;
const shape = saveCompanySchema.shape;

/** The security-code fields (captcha and SMS) load when the name or credit code is first changed. */
const AntdCodeFields = dynamic(() => import('@/components/ui/code-fields-antd').then((m) => m.AntdCodeFields), { ssr: false });

/**
 * …/basicInformationManagement: the administrator edits the company; a new name or credit code asks the security
 * code sent to their own mobile (checked by myData/saveCompany; the credit code's check character too).
 */
export function CompanyForm() {
  const t = useTranslations('Enterprise.screens');
  const ta = useTranslations();
  const { data, error, isLoading, mutate } = useCall(enterpriseCalls.company, {});
  return (
    <div className="enterprise-screen" data-testid="company-form">
      <h1>{t('company.title')}</h1>
      <LoadState loading={isLoading} error={error} retry={() => mutate()}>
        {data && <Editor company={data} onSaved={(c) => mutate(c, { revalidate: false })} t={t} ta={ta} />}
      </LoadState>
    </div>
  );
}

function Editor({ company, onSaved, t, ta }: { company: CompanyInfo; onSaved: (c: CompanyInfo) => void; t: ReturnType<typeof useTranslations<'Enterprise.screens'>>; ta: ReturnType<typeof useTranslations> }) {
  const [form] = Form.useForm();
  const save = useCallMutation(enterpriseCalls.saveCompany);
  const [documents, setDocuments] = useState<StoredFile[]>(company.documents);
  const [uploading, setUploading] = useState(false);
  const name = Form.useWatch('name', form);
  const creditCode = Form.useWatch('creditCode', form);
  const identityChanged = (name !== undefined && name.trim() !== company.name) || (creditCode !== undefined && creditCode.trim().toUpperCase() !== company.creditCode);
  useEffect(() => form.setFieldsValue(Object.fromEntries(FIELDS.map((f) => [f, company[f]]))), [company, form]);

  async function submit(values: Record<string, string>) {
    try {
      const saved = await save.trigger({ ...Object.fromEntries(FIELDS.map((f) => [f, values[f] ?? ''])), name: values.name, creditCode: values.creditCode, code: identityChanged ? values.code : undefined, documentIds: documents.map((d) => d.id) });
      toast.success(t('saved'));
      onSaved(saved);
    } catch {
      /* toast shown */
    }
  }

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} style={{ maxWidth: 560 }}>
      {FIELDS.map((f) => (
        <Form.Item key={f} name={f} label={t(`company.${f}`)} rules={[zodRule(shape[f], ta)]}>
          {f === 'serverRequirements' ? <Input.TextArea rows={3} /> : <Input data-testid={`company-${f}`} />}
        </Form.Item>
      ))}
      <Form.Item label={t('company.documents')}>
 <FileField kind="attachment" max={DOCUMENTS_MAX} value={documents} onChange={setDocuments} testId="company-documents" onBusyChange={setUploading} />
      </Form.Item>
      {identityChanged && (
        <>
          <p className="notice notice--info" role="note">
            {t('company.editHint')}
          </p>
          <AntdCodeFields purpose="security" mobileName={null} codeName="code" codeLabel={t('company.securityCode')} />
        </>
      )}
      <button type="submit" className="button button--primary" disabled={uploading || save.isMutating} aria-busy={save.isMutating} data-testid="company-save">
        {t('save')}
      </button>
    </Form>
  );
}
