import { HomeView } from '@/components/home/home-view';
import { screen } from '@/components/layout/screen';

/** /home is an alias of the home page. */
const page = screen({
  path: '/home',
  title: 'Common.siteName',
  render: () => <HomeView />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
