import { redirect } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { localizePath } from '@/lib/i18n/locale-path';

/** /rank without an id (spec section 2: the id is optional): the ranking. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  redirect(localizePath('/quality/qualityRanking', locale));
}
