'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { platformCalls } from '@/lib/api/calls/platform';
import { request } from '@/lib/api/client';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { getToken, storeLanguage } from '@/lib/session/client';

/**
 * Switches language: writes the lang cookie for 365 days, stores lang locally, tells the
 * server when signed in (homePage/updateLanguageType), then opens the same page in the other
 * language with the query kept.
 */
export function LanguageSwitch() {
  const t = useTranslations('Layout');
  const locale = useLocale();
  const pathname = usePathname();
  const search = useSearchParams();
  const router = useRouter();
  const next = locale === 'zh' ? 'en' : 'zh';

  async function onSwitch() {
    storeLanguage(next);
    if (getToken()) await request(platformCalls.updateLanguageType, { languageType: next }).catch(() => undefined);
    const query = search.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { locale: next });
    router.refresh();
  }

  return (
    <button type="button" className="lang-switch" onClick={onSwitch} lang={next === 'zh' ? 'zh-CN' : 'en'} title={t('language')}>
      {t('switchTo')}
    </button>
  );
}
