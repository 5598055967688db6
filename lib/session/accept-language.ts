import Negotiator from 'negotiator';
import type { Locale } from '@/lib/i18n/routing';

const LOCALES: Locale[] = ['zh', 'en'];

/**
 * Spec section 4: the language comes from the `lang` cookie (CN selects zh, any other value en), then the browser's
 * Accept-Language, then Chinese. Accept-Language is read by negotiator (q-values: `q=0` means "not acceptable",
 * `zh-TW` and `en-GB` match zh and en, `*` takes the first we offer). Server side only (proxy.ts, the API dispatcher):
 * kept out of lib/session/rules.ts, which the browser's components import.
 */
export function resolveLocale(langCookie: string | undefined | null, acceptLanguage: string | undefined | null): Locale {
  if (langCookie) return langCookie === 'CN' ? 'zh' : 'en';
  if (!acceptLanguage) return 'zh';
  return (new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(LOCALES) as Locale | undefined) ?? 'zh';
}
