'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { authApi } from '@/lib/api/auth';

/** The image captcha of verifyCode; click to get a new one. Reports the id it is bound to. */
export function CaptchaImage({ onId, version }: { onId: (id: string) => void; version: number }) {
  const t = useTranslations('Auth.form');
  const [src, setSrc] = useState<{ id: string; url: string } | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let cancelled = false;
    authApi
      .captcha()
      .then((next) => {
        if (cancelled) return URL.revokeObjectURL(next.url);
        setSrc((prev) => {
          if (prev) URL.revokeObjectURL(prev.url);
          return next;
        });
        onId(next.id);
      })
      .catch(() => setSrc(null));
    return () => {
      cancelled = true;
    };
  }, [onId, version, tick]);

  return (
    <button type="button" className="auth-captcha" onClick={() => setTick((n) => n + 1)} title={t('captchaRefresh')} data-testid="captcha-image" data-captcha-id={src?.id ?? ''}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a blob: URL of a one-off captcha, nothing to optimise */}
      {src ? <img src={src.url} alt={t('captchaAlt')} width={120} height={40} /> : <span>{t('captchaLoading')}</span>}
    </button>
  );
}
