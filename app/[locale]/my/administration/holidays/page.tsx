import { HolidayAdmin } from '@/components/calendar/holiday-admin';
import { screen } from '@/components/layout/screen';

/**
 * /my/administration/holidays: administrators (admin:console) enter each year's official holiday arrangement from the
 * State Council's notice (issue 45 item 10, docs/CLOUD.md "Working days"). The calls decide access.
 */
const page = screen({
  path: '/my/administration/holidays',
  title: 'Routes.screens.my_administration_holidays',
  noIndex: true,
  messages: ['Calendar'],
  render: () => <HolidayAdmin />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
