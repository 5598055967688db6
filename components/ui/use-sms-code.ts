'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SmsPurpose } from '@/lib/auth/sms-purposes';
import { authCalls } from '@/lib/api/calls/auth';
import { ApiCallError } from '@/lib/api/client';
import { useCallMutation } from '@/lib/api/use-call';
import { toast } from '@/components/ui/plain/toast';

const COUNTDOWN = 60;

/**
 * The one place of the "get an SMS code" rules, for the plain code fields of the public pages
 * (code-fields.tsx) and the antd ones of the personal centre (code-fields-antd.tsx): the image
 * captcha is required to send a code (not to submit the form), it is single use so it is cleared
 * and renewed after every try, and a sent code starts a 60 s countdown before the next one.
 * Failures of the call are toasted by the API client; a request that could not be made here.
 */
export function useSmsCode(purpose: SmsPurpose) {
  const t = useTranslations();
  const sendMobile = useCallMutation(authCalls.sendMobile);
  const captchaId = useRef('');
  const [captcha, setCaptchaText] = useState('');
  /** A message key, e.g. 'Auth.captchaRequired'. */
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [left, setLeft] = useState(0);
  const onId = useCallback((id: string) => {
    captchaId.current = id;
  }, []);

  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);

  function setCaptcha(value: string) {
    setCaptchaText(value);
    if (value.trim()) setCaptchaError(null);
  }

  /** Sends a code to `mobile` (the account's own number when undefined); the caller has checked the number. */
  async function send(mobile: string | undefined): Promise<boolean> {
    if (!captcha.trim()) {
      setCaptchaError('Auth.captchaRequired');
      return false;
    }
    setCaptchaError(null);
    try {
      await sendMobile.trigger({ mobile, purpose, captchaId: captchaId.current, captchaCode: captcha });
      toast.success(t('Auth.codeSent'));
      setLeft(COUNTDOWN);
      return true;
    } catch (error) {
      if (!ApiCallError.is(error)) toast.error(t('Errors.network'));
      return false;
    } finally {
      setCaptchaText('');
      setVersion((v) => v + 1);
    }
  }

  return {
    captcha,
    setCaptcha,
    captchaError,
    /** Props of <CaptchaImage>: reports the captcha's id, renewed when `version` changes. */
    image: { onId, version },
    send,
    sending: sendMobile.isMutating,
    /** Seconds before another code may be asked for (0: now). */
    left,
    sendLabel: left > 0 ? t('Auth.form.resendIn', { seconds: left }) : t('Auth.form.getCode'),
  };
}
