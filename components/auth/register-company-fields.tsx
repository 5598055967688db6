'use client';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/plain/text-field';
import type { ZodForm } from '@/components/ui/plain/use-zod-form';
import { ChoiceField, type ChoiceForm } from './choice-field';

/** The most sub accounts a company may ask for at registration (registerSchema's subAccountCount). */
export const MAX_SUB_ACCOUNTS = 1000;

/** A whole number of sub accounts within 0…MAX, as a number input does it (empty stays empty: the default 0). */
export function clampSubAccounts(raw: unknown): unknown {
  if (raw === undefined || raw === '') return raw;
  const n = Number(raw);
  return Number.isFinite(n) ? Math.min(MAX_SUB_ACCOUNTS, Math.max(0, Math.round(n))) : undefined;
}

/** Registration, the company's own fields (shown for a company account). */
export function RegisterCompanyFields({ form }: { form: ZodForm & ChoiceForm }) {
  const t = useTranslations('Auth.register');
  const count = form.input('subAccountCount');
  const requirements = form.input('serverRequirements');
  return (
    <>
      <TextField form={form} name="companyName" label={t('companyName')} maxLength={200} autoComplete="organization" data-testid="register-company" />
      <TextField form={form} name="creditCode" label={t('creditCode')} maxLength={18} />
      <TextField form={form} name="industry" label={t('industry')} maxLength={100} />
      <TextField form={form} name="contact" label={t('contact')} maxLength={100} />
      <ChoiceField
        form={form}
        name="enterpriseType"
        label={t('enterpriseType')}
        options={[
          { value: 'general', label: t('general') },
          { value: 'light_node', label: t('lightNode') },
        ]}
      />
      <div className="field">
        <label className="field__label" htmlFor={count.id}>
          {t('subAccountCount')}
        </label>
        <div className="field__control">
          <input
            className="field__input auth-number"
            type="number"
            min={0}
            max={MAX_SUB_ACCOUNTS}
            step={1}
            {...count}
            onBlur={() => {
              const clamped = clampSubAccounts(form.values.subAccountCount);
              form.set('subAccountCount', clamped === undefined ? '' : String(clamped));
              count.onBlur();
            }}
          />
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={requirements.id}>
          {t('serverRequirements')}
        </label>
        <textarea maxLength={1000} rows={3} {...requirements} />
      </div>
    </>
  );
}
