// use-intl/core: next-intl's React-free core (same version), so scripts and the API need no React build.
import { createTranslator, IntlErrorCode, type AbstractIntlMessages } from 'use-intl/core';
import type { Locale } from './routing';
import { TIME_ZONE } from '@/lib/time';
import zhCommon from '@/messages/zh/common.json';
import enCommon from '@/messages/en/common.json';
import zhLayout from '@/messages/zh/layout.json';
import enLayout from '@/messages/en/layout.json';
import zhErrors from '@/messages/zh/errors.json';
import zhRoutes from '@/messages/zh/routes.json';
import enRoutes from '@/messages/en/routes.json';
import enErrors from '@/messages/en/errors.json';
import zhAuth from '@/messages/zh/auth.json';
import enAuth from '@/messages/en/auth.json';
import zhAccount from '@/messages/zh/account.json';
import enAccount from '@/messages/en/account.json';
import zhMaterialPages from '@/messages/zh/material-pages.json';
import enMaterialPages from '@/messages/en/material-pages.json';
import zhMaterials from '@/messages/zh/materials.json';
import zhAi from '@/messages/zh/ai.json';
import enAi from '@/messages/en/ai.json';
import enMaterials from '@/messages/en/materials.json';
import zhFiles from '@/messages/zh/files.json';
import enFiles from '@/messages/en/files.json';
import zhIntelligence from '@/messages/zh/intelligence.json';
import enIntelligence from '@/messages/en/intelligence.json';
import zhMessages from '@/messages/zh/messages.json';
import enMessages from '@/messages/en/messages.json';
import zhReviews from '@/messages/zh/reviews.json';
import enReviews from '@/messages/en/reviews.json';
import zhSuggestions from '@/messages/zh/suggestions.json';
import enSuggestions from '@/messages/en/suggestions.json';
import zhPaySandbox from '@/messages/zh/pay-sandbox.json';
import enPaySandbox from '@/messages/en/pay-sandbox.json';
import zhPayments from '@/messages/zh/payments.json';
import enPayments from '@/messages/en/payments.json';
import zhPaymentScreens from '@/messages/zh/payment-screens.json';
import enPaymentScreens from '@/messages/en/payment-screens.json';
import zhLibrary from '@/messages/zh/library.json';
import enLibrary from '@/messages/en/library.json';
import zhCloudOrders from '@/messages/zh/cloud-orders.json';
import enCloudOrders from '@/messages/en/cloud-orders.json';
import zhCloudAppointments from '@/messages/zh/cloud-appointments.json';
import enCloudAppointments from '@/messages/en/cloud-appointments.json';
import zhCloud from '@/messages/zh/cloud.json';
import enCloud from '@/messages/en/cloud.json';
import zhStandards from '@/messages/zh/standards.json';
import enStandards from '@/messages/en/standards.json';
import zhResearchData from '@/messages/zh/research-data.json';
import enResearchData from '@/messages/en/research-data.json';
import zhQuestionnaire from '@/messages/zh/questionnaire.json';
import enQuestionnaire from '@/messages/en/questionnaire.json';
import zhRanking from '@/messages/zh/ranking.json';
import enRanking from '@/messages/en/ranking.json';
import zhSite from '@/messages/zh/site.json';
import enSite from '@/messages/en/site.json';
import zhContent from '@/messages/zh/content.json';
import enContent from '@/messages/en/content.json';
import zhDirectories from '@/messages/zh/directories.json';
import enDirectories from '@/messages/en/directories.json';
import zhEnterprise from '@/messages/zh/enterprise.json';
import enEnterprise from '@/messages/en/enterprise.json';
import zhProducts from '@/messages/zh/products.json';
import enProducts from '@/messages/en/products.json';
import zhCustom from '@/messages/zh/custom.json';
import enCustom from '@/messages/en/custom.json';
import zhMarket from '@/messages/zh/market.json';
import enMarket from '@/messages/en/market.json';
import zhCalendar from '@/messages/zh/calendar.json';
import enCalendar from '@/messages/en/calendar.json';
import zhRichTextEditor from '@/messages/zh/rich-text-editor.json';
import enRichTextEditor from '@/messages/en/rich-text-editor.json';
import zhApiReference from '@/messages/zh/api-reference.json';
import enApiReference from '@/messages/en/api-reference.json';
import zhApiKeys from '@/messages/zh/api-keys.json';
import enApiKeys from '@/messages/en/api-keys.json';

/**
 * Every message namespace, one JSON file per namespace and locale (messages/<locale>/<file>.json).
 * Add a namespace here in both languages; tests/unit/messages.test.ts checks the keys match.
 */
export const catalogue = {
  zh: { Common: zhCommon, Layout: zhLayout, Errors: zhErrors, Routes: zhRoutes, MaterialPages: zhMaterialPages, Materials: zhMaterials, Intelligence: zhIntelligence, Auth: zhAuth, Account: zhAccount, Files: zhFiles, Messages: zhMessages, Reviews: zhReviews, Suggestions: zhSuggestions, PaySandbox: zhPaySandbox, Payments: zhPayments, PaymentScreens: zhPaymentScreens, Library: zhLibrary, Cloud: zhCloud, CloudOrders: zhCloudOrders, CloudAppointments: zhCloudAppointments, Standards: zhStandards, ResearchData: zhResearchData, Questionnaire: zhQuestionnaire, Site: zhSite, Content: zhContent, Directories: zhDirectories, Enterprise: zhEnterprise, Products: zhProducts, Custom: zhCustom, Market: zhMarket, Ranking: zhRanking, Ai: zhAi, Calendar: zhCalendar, RichTextEditor: zhRichTextEditor, ApiReference: zhApiReference, ApiKeys: zhApiKeys },
  en: { Common: enCommon, Layout: enLayout, Errors: enErrors, Routes: enRoutes, MaterialPages: enMaterialPages, Materials: enMaterials, Intelligence: enIntelligence, Auth: enAuth, Account: enAccount, Files: enFiles, Messages: enMessages, Reviews: enReviews, Suggestions: enSuggestions, PaySandbox: enPaySandbox, Payments: enPayments, PaymentScreens: enPaymentScreens, Library: enLibrary, Cloud: enCloud, CloudOrders: enCloudOrders, CloudAppointments: enCloudAppointments, Standards: enStandards, ResearchData: enResearchData, Questionnaire: enQuestionnaire, Site: enSite, Content: enContent, Directories: enDirectories, Enterprise: enEnterprise, Products: enProducts, Custom: enCustom, Market: enMarket, Ranking: enRanking, Ai: enAi, Calendar: enCalendar, RichTextEditor: enRichTextEditor, ApiReference: enApiReference, ApiKeys: enApiKeys },
} satisfies Record<Locale, Record<string, unknown>>;

export type Messages = (typeof catalogue)['zh'];
export type Namespace = keyof Messages;

/** Namespaces every page sends to the browser (header, footer, toasts, errors). */
export const baseClientNamespaces: Namespace[] = ['Common', 'Layout', 'Errors', 'Routes'];

/** The namespaces an island sends: the base ones and its own (IslandMessages, component tests). */
export function islandNamespaces(namespaces: readonly Namespace[]): Namespace[] {
  return [...new Set<Namespace>([...baseClientNamespaces, ...namespaces])];
}

export function getMessages(locale: Locale): Messages {
  return catalogue[locale] as Messages;
}

export function pickMessages(locale: Locale, namespaces: readonly Namespace[]): Partial<Messages> {
  const all = getMessages(locale);
  const out: Record<string, unknown> = {};
  for (const ns of namespaces) out[ns] = all[ns];
  return out as Partial<Messages>;
}

/** The one time zone dates are formatted in, on the server and in the browser (lib/time.ts). */
export { TIME_ZONE };

function lookup(locale: Locale, key: string): unknown {
  let node: unknown = getMessages(locale);
  // Own keys only: a key segment such as `constructor` or `__proto__` (keys can carry a user's value) finds nothing.
  for (const p of key.split('.')) node = node && typeof node === 'object' && Object.hasOwn(node, p) ? (node as Record<string, unknown>)[p] : undefined;
  return node;
}

/** A message's raw text, or null when the catalogue has none (for keys built from stored codes). */
export function lookupMessage(locale: Locale, key: string): string | null {
  const found = lookup(locale, key);
  return typeof found === 'string' ? found : null;
}

type LooseTranslator = (key: string, values?: Record<string, string | number>) => string;
const translators = new Map<Locale, LooseTranslator>();

/** next-intl's translator of a locale over the whole catalogue, built once. */
function translatorOf(locale: Locale): LooseTranslator {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator({
      locale,
      messages: getMessages(locale) as AbstractIntlMessages,
      timeZone: TIME_ZONE,
      // A missing message shows its key; a message that cannot be formatted shows its raw text.
      onError: () => undefined,
      getMessageFallback: ({ error, key, namespace }) => {
        const path = namespace ? `${namespace}.${key}` : key;
        const raw = error.code === IntlErrorCode.FORMATTING_ERROR ? lookup(locale, path) : undefined;
        return typeof raw === 'string' ? raw : path;
      },
    }) as unknown as LooseTranslator;
    translators.set(locale, t);
  }
  return t;
}

/**
 * Server-side lookup for API messages and metadata, formatted by next-intl's translator so the
 * server and the browser read the same ICU syntax (`{name}`, `{count, plural, ...}`).
 * Falls back to the key itself so a missing message is visible rather than silent.
 */
export function translate(locale: Locale, key: string, values?: Record<string, string | number>): string {
  if (typeof lookup(locale, key) !== 'string') return key;
  return translatorOf(locale)(key, values);
}

/** A server translator of one namespace for keys built at run time, with `has` (the server's `useLooseT`). */
export function namespaceTranslator(locale: Locale, namespace: Namespace) {
  const fn = (key: string, values?: Record<string, string | number>) => translate(locale, `${namespace}.${key}`, values);
  return Object.assign(fn, { has: (key: string) => lookupMessage(locale, `${namespace}.${key}`) !== null });
}
