'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FileField } from '@/components/ui/plain/file-field';
import { TextField } from '@/components/ui/plain/text-field';
import { useZodForm } from '@/components/ui/plain/use-zod-form';
import { rankingApplicationCalls, rankingCalls } from '@/lib/api/calls/ranking';
import { useCall, useCallMutation } from '@/lib/api/use-call';
import type { StoredFile } from '@/lib/files/contract';
import { useRouter } from '@/lib/i18n/navigation';
import { APPLICANT_TYPES, saveApplicationSchema } from '@/lib/ranking/application-schema';

const { fileIds: _files, ...shape } = saveApplicationSchema.shape;
const TEXT_FIELDS = ['companyName', 'creditCode', 'address', 'productName', 'steelmakingLine', 'rollingLine', 'manufacturer', 'contactName', 'contactInfo'] as const;
const REQUIRED = new Set(['companyName', 'creditCode', 'address', 'productName', 'manufacturer', 'contactName', 'contactInfo']);

/**
 * /economy/economyApply: the ranking application (spec §3, §5), checked field by field with the endpoint's schema;
 * the server checks again (qc/saveApplication) and the success page lists the applicant's applications.
 */
export function ApplicationForm() {
  const t = useTranslations('Ranking.apply');
  const tt = useTranslations();
  const router = useRouter();
  const form = useZodForm(shape, { initial: { userType: 'manufacturer' } });
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [busy, setBusy] = useState(false);
  const model = useCall(rankingCalls.introduce, {});
  const save = useCallMutation(rankingApplicationCalls.saveApplication);
  const submit = form.submit(async (values) => {
    try {
      const saved = await save.trigger({ ...values, fileIds: files.map((f) => f.id) });
      router.push(`/economy/economySuccess?id=${saved.id}`);
    } catch {
      /* the toast shows the server's reason */
    }
  });
  const label = (key: string) => (REQUIRED.has(key) ? `${t(key as 'companyName')} *` : t(key as 'companyName'));
  const errorOf = (name: keyof typeof shape) => (form.errors[name] ? <p className="field__error" role="alert" id={`field-${name}-error`}>{(tt as (k: string) => string)(form.errors[name]!)}</p> : null);
  return (
    <form className="rk-form" onSubmit={submit} noValidate data-testid="application-form">
      <div className="field">
        <label className="field__label" htmlFor="field-userType">
          {t('userType')} *
        </label>
        <select {...form.input('userType')}>
          {APPLICANT_TYPES.map((u) => (
            <option key={u} value={u}>
              {t(`userTypes.${u}`)}
            </option>
          ))}
        </select>
        {errorOf('userType')}
      </div>
      {TEXT_FIELDS.map((name) => (
        <TextField key={name} form={form} name={name} label={label(name)} data-testid={`apply-${name}`} maxLength={name === 'creditCode' ? 30 : 300} />
      ))}
      <div className="field">
        <label className="field__label" htmlFor="field-category">
          {t('category')}
        </label>
        <select {...form.input('category')}>
          <option value="">{t('noCategory')}</option>
          {(model.data?.categories ?? []).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        {errorOf('category')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="field-instructions">
          {t('instructions')}
        </label>
        <textarea {...form.input('instructions')} rows={4} maxLength={2000} />
        {errorOf('instructions')}
      </div>
      <div className="field">
        <span className="field__label">{t('attachments')}</span>
        <FileField kind="attachment" max={5} value={files} onChange={setFiles} onBusyChange={setBusy} testId="apply-files" />
      </div>
      <button type="submit" className="button button--primary" disabled={busy || save.isMutating} aria-busy={save.isMutating} data-testid="apply-submit">
        {save.isMutating ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
