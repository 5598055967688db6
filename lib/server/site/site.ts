import 'server-only';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import type { AboutView, AgreementKind, AgreementView, ContactView } from '@/lib/site/contract';
import { ABOUT_KINDS } from '@/lib/site/contract';
import { notFound } from '@/lib/server/api/errors';
import type { Db } from '@/lib/server/db/client';
import { siteAboutItems, siteAgreements, siteContacts } from '@/lib/server/db/schema';
import { chinaDay } from '@/lib/time';
import { inLanguage } from '@/lib/i18n/in-language';


/** `agreement/get`: the newest version of an agreement that is in force on the call's day (China time). */
export async function agreementOf(db: Db, locale: Locale, kind: AgreementKind, at: Date): Promise<AgreementView> {
  const [row] = await db
    .select()
    .from(siteAgreements)
    .where(and(eq(siteAgreements.kind, kind), lte(siteAgreements.effectiveOn, chinaDay(at))))
    .orderBy(desc(siteAgreements.effectiveOn), desc(siteAgreements.id))
    .limit(1);
  if (!row) throw notFound('Site.agreementNotFound');
  return { kind, version: row.version, effectiveOn: row.effectiveOn, title: inLanguage(locale, row.titleZh, row.titleEn), body: inLanguage(locale, row.bodyZh, row.bodyEn), demo: row.demo };
}

async function contactRow(db: Db, locale: Locale): Promise<ContactView | null> {
  const [row] = await db.select().from(siteContacts).orderBy(asc(siteContacts.id)).limit(1);
  if (!row) return null;
  return { company: inLanguage(locale, row.companyZh, row.companyEn), address: inLanguage(locale, row.addressZh, row.addressEn), phone: row.phone, email: row.email, hours: inLanguage(locale, row.hoursZh, row.hoursEn), demo: row.demo };
}

/** `contact/get`: the portal's contact details. */
export async function contactOf(db: Db, locale: Locale): Promise<ContactView> {
  const contact = await contactRow(db, locale);
  if (!contact) throw notFound('Site.contactNotFound');
  return contact;
}

/** `about/get`: the parts of /aboutUs in their order, and the contact details. */
export async function aboutOf(db: Db, locale: Locale): Promise<AboutView> {
  const rows = await db.select().from(siteAboutItems).orderBy(asc(siteAboutItems.kind), asc(siteAboutItems.position), asc(siteAboutItems.id));
  const view = Object.fromEntries(ABOUT_KINDS.map((k) => [k, [] as AboutView[typeof k]])) as Omit<AboutView, 'contact'>;
  for (const r of rows) {
    const list = view[r.kind as keyof typeof view];
    list?.push({ id: r.id, title: inLanguage(locale, r.titleZh, r.titleEn), body: inLanguage(locale, r.bodyZh, r.bodyEn), year: r.year, demo: r.demo });
  }
  return { ...view, contact: await contactRow(db, locale) };
}
