import { screen } from '@/components/layout/screen';
import { LibraryPayStep } from '@/components/library/pay-step';
import { LibraryUserIsland } from '@/components/library/library-user-island';

/** /librany/libranyPay?orderNo=…: pay through the shared payment dialog; the page moves on when paid. */
const page = screen({
  path: '/librany/libranyPay',
  title: 'Routes.screens.librany_libranyPay',
  noIndex: true,
  render: ({ locale }) => (
    <LibraryUserIsland locale={locale}>
      <LibraryPayStep />
    </LibraryUserIsland>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
