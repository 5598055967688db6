import { AddressManager } from '@/components/account/address-manager';
import { screen } from '@/components/layout/screen';

/** /my/deliveryAddress inside the personal-centre shell (app/[locale]/my/layout.tsx guards sign-in). */
const page = screen({
  path: '/my/deliveryAddress',
  title: 'Account.address.title',
  noIndex: true,
  render: () => <AddressManager />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
