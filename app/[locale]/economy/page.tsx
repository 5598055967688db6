import { redirect } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';
import { localizePath } from '@/lib/i18n/locale-path';

/** /economy without an id (spec section 2: the id is optional): the announcements. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  redirect(localizePath('/economy/enconomyList', locale));
}
