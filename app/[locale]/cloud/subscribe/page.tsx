import { AppointmentsIsland } from '@/components/cloud/appointments/appointments-island';
import { SubscribePage } from '@/components/cloud/appointments/subscribe-page';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/cloud/subscribe', 'Routes.screens.cloud_subscribe', { noIndex: true });

/** /cloud/subscribe (issue 35): an instrument, the 60-day calendar of free slots, the remote research demand. */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <AppointmentsIsland locale={locale}>
      <SubscribePage />
    </AppointmentsIsland>
  );
}
