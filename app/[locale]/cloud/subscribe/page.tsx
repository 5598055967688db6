import { AppointmentsIsland } from '@/components/cloud/appointments/appointments-island';
import { SubscribePage } from '@/components/cloud/appointments/subscribe-page';
import { screen } from '@/components/layout/screen';

/** /cloud/subscribe (issue 35): an instrument, the 60-day calendar of free slots, the remote research demand. */
const page = screen({
  path: '/cloud/subscribe',
  title: 'Routes.screens.cloud_subscribe',
  noIndex: true,
  render: ({ locale }) => (
    <AppointmentsIsland locale={locale}>
      <SubscribePage />
    </AppointmentsIsland>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
