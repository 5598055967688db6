'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { authCalls } from '@/lib/api/calls/auth';
import { useCallMutation } from '@/lib/api/use-call';
import { fillSession } from '@/lib/session/client';
import type { Locale } from '@/lib/i18n/routing';
import { localizePath } from '@/lib/i18n/locale-path';
import { NavLink } from '@/components/layout/nav-link';
import { toast } from '@/components/ui/plain/toast';
import { AuthResult } from './auth-result';
import { redirectTarget } from './login-redirect';
import { RegisterInfoStep, type AccountInfo } from './register-info-step';
import { RegisterPhoneStep, type Verified } from './register-phone-step';

/** Registration in three steps: verify the phone, fill the account info, success. */
export function RegisterForm() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const params = useSearchParams();
  const [step, setStep] = useState(0);
  const [verified, setVerified] = useState<Verified | null>(null);
  const saveUserInfo = useCallMutation(authCalls.saveUserInfo);
  // Registering from a company invitation (/register?invite=<code>, issue 32): continue to its acceptance.
  const invite = params.get('invite');
  const continueTo = invite && /^[A-Za-z0-9_-]{1,64}$/.test(invite) ? localizePath(`/my/business?invite=${invite}`, locale) : params.get('redirect');
  const steps = [t('Auth.register.stepPhone'), t('Auth.register.stepInfo'), t('Auth.register.stepDone')];

  async function submit(info: AccountInfo) {
    if (!verified) return;
    try {
      const data = await saveUserInfo.trigger({ ...info, ...verified });
      fillSession(data);
      toast.success(t('Auth.register.done'));
      setStep(2);
    } catch {
      /* shown as a toast */
    }
  }

  return (
    <div className="auth-card" data-testid="register-card">
      <h1 className="auth-card__title">{t('Auth.register.title')}</h1>
      <ol className="auth-steps">
        {steps.map((label, i) => (
          <li key={label} className={`auth-steps__item${i < step ? ' auth-steps__item--done' : i === step ? ' auth-steps__item--current' : ''}`} aria-current={i === step ? 'step' : undefined}>
            <span className="auth-steps__dot" aria-hidden="true">
              {i < step ? '✓' : i + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>
      {step === 0 && (
        <RegisterPhoneStep
          onVerified={(v) => {
            setVerified(v);
            setStep(1);
          }}
        />
      )}
      {step === 1 && <RegisterInfoStep busy={saveUserInfo.isMutating} onSubmit={submit} />}
      {step === 2 && (
        <AuthResult
          status="success"
          title={t('Auth.register.successTitle')}
          subTitle={t('Auth.register.successText')}
          extra={
            <>
              <a className="button button--primary" href={redirectTarget(continueTo, locale)} data-testid="register-continue">
                {t('Auth.register.continue')}
              </a>
              <a className="button" href={localizePath('/my/info', locale)}>
                {t('Auth.register.toMyInfo')}
              </a>
            </>
          }
        />
      )}
      {step < 2 && (
        <div className="auth-card__links">
          <span />
          <NavLink href="/login">{t('Auth.register.toLogin')}</NavLink>
        </div>
      )}
    </div>
  );
}
