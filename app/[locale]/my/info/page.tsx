import { ProfileView } from '@/components/account/profile-view';
import { screen } from '@/components/layout/screen';

/** /my/info inside the personal-centre shell (app/[locale]/my/layout.tsx guards sign-in). */
const page = screen({
  path: '/my/info',
  title: 'Account.info.title',
  noIndex: true,
  render: () => <ProfileView />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
