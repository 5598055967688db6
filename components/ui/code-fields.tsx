'use client';
import { useTranslations } from 'next-intl';
import type { SmsPurpose } from '@/lib/auth/sms-purposes';
import { TextField } from '@/components/ui/plain/text-field';
import type { ZodForm } from '@/components/ui/plain/use-zod-form';
import { CaptchaImage } from './captcha-image';
import { useSmsCode } from './use-sms-code';

/** The parts of a `useZodForm` form the code fields use (the code is one of its fields, checked with smsCodeField). */
export interface CodeForm extends ZodForm {
  values: Record<string, string>;
  validate(name: string): Promise<boolean>;
}

/**
 * Image captcha plus SMS code with a "get code" button (60 s countdown), for a `useZodForm` form
 * without a UI kit. The number in `mobileName` is checked before a code is sent (`checkMobile`
 * when the page has a further check, e.g. "is registered"); `mobileName={null}` sends to the
 * account's own number. The rules live in useSmsCode.
 */
export function CodeFields({
  form,
  purpose,
  mobileName = 'mobile',
  codeName = 'code',
  codeLabel,
  checkMobile,
}: {
  form: CodeForm;
  purpose: SmsPurpose;
  mobileName?: string | null;
  codeName?: string;
  codeLabel?: string;
  checkMobile?: () => boolean | Promise<boolean>;
}) {
  const t = useTranslations();
  const sms = useSmsCode(purpose);
  const captchaId = `field-${codeName}Captcha`;

  async function send() {
    if (mobileName && !(await (checkMobile ? checkMobile() : form.validate(mobileName)))) {
      document.getElementById(`field-${mobileName}`)?.focus();
      return;
    }
    await sms.send(mobileName ? form.values[mobileName] : undefined);
  }

  return (
    <>
      <div className={`field${sms.captchaError ? ' field--error' : ''}`}>
        <label className="field__label" htmlFor={captchaId}>
          {t('Auth.form.captcha')}
        </label>
        <div className="field__control">
          <input
            id={captchaId}
            className="field__input"
            value={sms.captcha}
            onChange={(e) => sms.setCaptcha(e.target.value)}
            placeholder={t('Auth.form.captchaPlaceholder')}
            maxLength={8}
            autoComplete="off"
            aria-invalid={sms.captchaError ? true : undefined}
            aria-describedby={sms.captchaError ? `${captchaId}-error` : undefined}
            data-testid={`${codeName}-captcha-input`}
          />
          <CaptchaImage {...sms.image} />
        </div>
        {sms.captchaError ? (
          <p className="field__error" id={`${captchaId}-error`} role="alert">
            {(t as (k: string) => string)(sms.captchaError)}
          </p>
        ) : null}
      </div>
      <TextField
        form={form}
        name={codeName}
        label={codeLabel ?? t('Auth.form.code')}
        placeholder={t('Auth.form.codePlaceholder')}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        data-testid={`${codeName}-input`}
        extra={
          <button type="button" className="button auth-send" onClick={send} disabled={sms.sending || sms.left > 0} aria-busy={sms.sending || undefined} data-testid={`${codeName}-send`}>
            {sms.sendLabel}
          </button>
        }
      />
    </>
  );
}
