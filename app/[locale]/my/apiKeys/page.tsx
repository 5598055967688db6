import { ApiKeyList } from '@/components/api-keys/api-key-list';
import { screen } from '@/components/layout/screen';

/** /my/apiKeys inside the personal-centre shell (app/[locale]/my/layout.tsx guards sign-in): the caller's API keys. */
const page = screen({
  path: '/my/apiKeys',
  title: 'Routes.screens.my_apiKeys',
  noIndex: true,
  messages: ['ApiKeys'],
  render: () => <ApiKeyList />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
