'use client';
import { useTranslations } from 'next-intl';
import { request } from '@/lib/api/client';
import { MOBILE_PATTERN } from '@/lib/auth/rules';
import { authCalls } from '@/lib/api/calls/auth';
import { useCallMutation } from '@/lib/api/use-call';
import { CodeFields } from '@/components/ui/code-fields';
import { TextField } from '@/components/ui/plain/text-field';
import { lazyShape, useZodForm } from '@/components/ui/plain/use-zod-form';
import type { registerPhoneShape } from './form-schemas';
import { useRemoteCheck } from './use-remote-check';

/** The form's fields; zod and the schemas load on first focus (components/auth/form-schemas.ts). */
const shape = lazyShape<typeof registerPhoneShape>(['mobile', 'code'], () => import('./form-schemas').then((m) => m.registerPhoneShape));

export type Verified = { mobile: string; code: string };

/** Registration, step 1: a mobile number not registered yet, proved with an SMS code. */
export function RegisterPhoneStep({ onVerified }: { onVerified: (v: Verified) => void }) {
  const t = useTranslations();
  const verifySmsCode = useCallMutation(authCalls.verifySmsCode);
  const form = useZodForm(shape);
  const notRegistered = useRemoteCheck(form, 'mobile', async (value) => {
    if (!MOBILE_PATTERN.test(value.trim())) return null;
    return (await request(authCalls.verifyMobileIsExist, { mobile: value })).exist ? 'Auth.mobileRegistered' : null;
  });

  async function verify(v: Verified) {
    if (!(await notRegistered.check(v.mobile))) return;
    try {
      await verifySmsCode.trigger({ mobile: v.mobile, purpose: 'register', code: v.code });
      onVerified(v);
    } catch {
      /* the client already showed the message */
    }
  }

  return (
    <form onSubmit={form.submit(verify)} noValidate data-testid="register-phone-form">
      <TextField form={notRegistered.field} name="mobile" label={t('Auth.form.mobile')} placeholder={t('Auth.form.mobilePlaceholder')} maxLength={11} inputMode="tel" autoComplete="tel" data-testid="mobile-input" />
      <CodeFields form={form} purpose="register" checkMobile={async () => (await form.validate('mobile')) && (await notRegistered.check(form.values.mobile))} />
      <button type="submit" className="button button--primary button--block" disabled={verifySmsCode.isMutating} aria-busy={verifySmsCode.isMutating || undefined} data-testid="register-next">
        {t('Auth.register.next')}
      </button>
    </form>
  );
}
