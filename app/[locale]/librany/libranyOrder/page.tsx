import { screen } from '@/components/layout/screen';
import { LibraryOrderForm } from '@/components/library/order-form';
import { LibraryUserIsland } from '@/components/library/library-user-island';

/** /librany/libranyOrder?items=…&qty=…: the order confirmation (signed in; library/saveLibraryOrder decides). */
const page = screen({
  path: '/librany/libranyOrder',
  title: 'Routes.screens.librany_libranyOrder',
  noIndex: true,
  render: ({ locale }) => (
    <LibraryUserIsland locale={locale}>
      <LibraryOrderForm />
    </LibraryUserIsland>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
