import 'server-only';
import { and, eq, ilike, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@/lib/i18n/routing';
import { sanitizeRichText } from '@/lib/security/rich-text';
import { PERMISSIONS, roleHasPermission, type SessionUser } from '@/lib/session/permissions';
import { inLanguage } from '@/lib/i18n/in-language';
import { containing } from '@/lib/server/db/like';

/** Editors of the directories: customer service and the public administrator (permission admin:console). */
export function isEditor(user: SessionUser | null): boolean {
  return Boolean(user && roleHasPermission(user.role, PERMISSIONS.administration));
}

/** The text of the reader's language, else the other one. */

/** Rich text for a reader: cleaned again on render (a row written before a rule changed is cleaned too). */
export const richFor = (locale: Locale, zh: string, en: string) => sanitizeRichText(inLanguage(locale, zh, en));

/** Any of the columns contains the keyword (case-insensitive). */
export function keywordIn(keyword: string, columns: PgColumn[], extra: SQL[] = []): SQL {
  const like = containing(keyword);
  return or(...columns.map((c) => ilike(c, like)), ...extra)!;
}

interface ListFilters {
  keyword?: string;
  category?: string;
  state?: 'published' | 'draft';
}

/**
 * The conditions of a list: readers see published entries only; editors every state or the one asked for; the
 * category and the keyword (built by the domain's own columns) narrow both.
 */
export function listConditions(
  table: { published: PgColumn; category: PgColumn },
  input: ListFilters,
  readers: boolean,
  keyword: (k: string) => SQL | undefined,
): SQL | undefined {
  const where: (SQL | SQLWrapper | undefined)[] = [];
  if (readers) where.push(eq(table.published, true));
  else if (input.state) where.push(eq(table.published, input.state === 'published'));
  if (input.category) where.push(eq(table.category, input.category));
  if (input.keyword) where.push(keyword(input.keyword));
  return and(...where);
}

export const iso = (d: Date | string) => new Date(d).toISOString();
