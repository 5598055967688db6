'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import type { SessionData } from '@/lib/auth/contract';
import type { Envelope } from '@/lib/api/client';
import type { Locale } from '@/lib/i18n/routing';
import { toast } from '@/components/ui/plain/toast';
import { finishLogin, redirectTarget } from './login-redirect';

/**
 * The sign-in of the password and code tabs: login and loginByMobile are raw calls (section 7), so
 * the server's message is shown here; on success the session is filled and the visitor goes back
 * to `?redirect=` when the redirect gate accepts it (login-redirect.ts).
 */
export function useLoginSubmit() {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const params = useSearchParams();
  const [busy, setBusy] = useState(false);
  const target = () => redirectTarget(params.get('redirect'), locale);

  async function run(call: Promise<Envelope<SessionData>>) {
    setBusy(true);
    try {
      const body = await call;
      if (body.code === 0 && body.data) {
        toast.success(t('Auth.login.success'));
        finishLogin(body.data, target());
        return;
      }
      toast.error(body.msg || t('Errors.failure'));
    } catch {
      toast.error(t('Errors.network'));
    }
    setBusy(false);
  }

  return { busy, run, target };
}
