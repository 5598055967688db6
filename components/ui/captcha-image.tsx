'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { authCalls } from '@/lib/api/calls/auth';
import { request } from '@/lib/api/client';

/** A new captcha (verifyCode answers bytes and the id it bound them to): a blob URL plus that id. */
async function loadCaptcha(): Promise<{ id: string; url: string }> {
  const { blob, headers } = await request(authCalls.verifyCode);
  return { id: headers.get('x-captcha-id') ?? '', url: URL.createObjectURL(blob) };
}

/**
 * The image captcha of verifyCode; click to get a new one. Reports the id it is bound to.
 * A binary answer (an SVG and a header, declared `.binary()` on the call), loaded through SWR
 * rather than `useCall`; every captcha is single use, so each one has its own key: this instance's
 * nonce, the form's `version` (bumped after each try) and the clicks.
 */
export function CaptchaImage({ onId, version }: { onId: (id: string) => void; version: number }) {
  const t = useTranslations('Auth.form');
  const [nonce] = useState(() => Math.random().toString(36).slice(2));
  const [tick, setTick] = useState(0);
  const { data, error } = useSWR(['loginCustom/verifyCode', nonce, version, tick], loadCaptcha, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });

  // A failed load shows the loading text (a click tries again), never a spent captcha.
  const src = error ? undefined : data;
  useEffect(() => {
    if (!src) return;
    onId(src.id);
    return () => URL.revokeObjectURL(src.url);
  }, [src, onId]);

  return (
    <button type="button" className="auth-captcha" onClick={() => setTick((n) => n + 1)} title={t('captchaRefresh')} data-testid="captcha-image" data-captcha-id={src?.id ?? ''}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a blob: URL of a one-off captcha, nothing to optimise */}
      {src ? <img src={src.url} alt={t('captchaAlt')} width={120} height={40} /> : <span>{t('captchaLoading')}</span>}
    </button>
  );
}
