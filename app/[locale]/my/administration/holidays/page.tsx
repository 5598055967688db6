import { HolidayAdmin } from '@/components/calendar/holiday-admin';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/administration/holidays', 'Routes.screens.my_administration_holidays', { noIndex: true });

/**
 * /my/administration/holidays: administrators (admin:console) enter each year's official holiday arrangement from the
 * State Council's notice (issue 45 item 10, docs/CLOUD.md "Working days"). The calls decide access.
 */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Calendar']}>
      <HolidayAdmin />
    </IslandMessages>
  );
}
