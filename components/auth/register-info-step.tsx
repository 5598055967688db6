'use client';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { authCalls } from '@/lib/api/calls/auth';
import { request } from '@/lib/api/client';
import type { registerSchema } from '@/lib/auth/contract';
import { LOGIN_NAME_PATTERN } from '@/lib/auth/rules';
import { TextField } from '@/components/ui/plain/text-field';
import { lazyShape, useZodForm } from '@/components/ui/plain/use-zod-form';
import { AgreementChecks } from './agreement-check';
import { ChoiceField } from './choice-field';
import type { registerInfoShape } from './form-schemas';
import { RegisterCompanyFields } from './register-company-fields';
import { samePasswords } from './same-passwords';
import { useRemoteCheck } from './use-remote-check';

/** The form's fields; zod and the schemas load on first focus (components/auth/form-schemas.ts). */
const shape = lazyShape<typeof registerInfoShape>(
  ['accountType', 'userName', 'password', 'confirmPassword', 'fullName', 'email', 'companyName', 'creditCode', 'industry', 'contact', 'enterpriseType', 'subAccountCount', 'serverRequirements', 'agreeUser', 'agreePrivacy', 'agreePlatform'],
  () => import('./form-schemas').then((m) => m.registerInfoShape),
);
const INITIAL = { accountType: 'individual', enterpriseType: 'general', subAccountCount: '0' };
const COMPANY_ONLY = ['companyName', 'creditCode', 'industry', 'contact', 'enterpriseType', 'subAccountCount', 'serverRequirements'] as const;

export type AccountInfo = Omit<z.input<typeof registerSchema>, 'mobile' | 'code'>;

/** Registration, step 2: account type, user name, password, contact data and the agreements. */
export function RegisterInfoStep({ busy, onSubmit }: { busy: boolean; onSubmit: (info: AccountInfo) => void }) {
  const t = useTranslations();
  const form = useZodForm(shape, {
    initial: INITIAL,
    // The server's refinements: the two passwords match, a company names itself.
    cross: (v) => ({ ...samePasswords(v), ...(v.accountType === 'company' && !v.companyName.trim() ? { companyName: 'Auth.companyNameRequired' } : {}) }),
  });
  const nameFree = useRemoteCheck(form, 'userName', async (value) => {
    if (!LOGIN_NAME_PATTERN.test(value.trim())) return null;
    return (await request(authCalls.verifyUserNameIsExist, { userName: value.trim() })).exist ? 'Auth.userNameTaken' : null;
  });
  const company = form.values.accountType === 'company';
  // Back to an individual account: the company's fields are emptied (they are neither shown nor sent).
  const typeForm = {
    ...form,
    set(name: string, value: string) {
      form.set(name as 'accountType', value);
      if (value !== 'company') for (const k of COMPANY_ONLY) form.set(k, (INITIAL as Record<string, string>)[k] ?? '');
    },
  };

  const submit = form.submit(async (v) => {
    if (!(await nameFree.check(v.userName))) return;
    const info: Record<string, unknown> = { ...v };
    if (!company) for (const k of COMPANY_ONLY) delete info[k];
    onSubmit(info as AccountInfo);
  });

  return (
    <form onSubmit={submit} noValidate data-testid="register-info-form">
      <ChoiceField
        form={typeForm}
        name="accountType"
        label={t('Auth.register.accountType')}
        buttons
        options={[
          { value: 'individual', label: t('Auth.register.individual') },
          { value: 'company', label: t('Auth.register.company') },
        ]}
      />
      <TextField form={nameFree.field} name="userName" label={t('Auth.form.userName')} hint={t('Auth.userNameFormat')} autoComplete="username" data-testid="register-username" />
      <TextField form={form} name="password" type="password" label={t('Auth.form.password')} autoComplete="new-password" data-testid="register-password" />
      <TextField form={form} name="confirmPassword" type="password" label={t('Auth.form.confirmPassword')} autoComplete="new-password" data-testid="register-confirm" />
      <TextField form={form} name="fullName" label={t('Auth.form.fullName')} maxLength={100} autoComplete="name" />
      <TextField form={form} name="email" type="email" label={t('Auth.form.email')} maxLength={200} autoComplete="email" data-testid="register-email" />
      {company ? <RegisterCompanyFields form={form} /> : null}
      <AgreementChecks form={form} />
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy || undefined} data-testid="register-submit">
        {t('Auth.register.submit')}
      </button>
    </form>
  );
}
