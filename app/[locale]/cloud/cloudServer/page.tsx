import '@/components/cloud/cloud.css';
import { Catalogue } from '@/components/cloud/catalogue';
import { screen } from '@/components/layout/screen';
import { cloudCalls } from '@/lib/cloud/contract';
import { publicGet } from '@/lib/server/entry';

/** /cloud/cloudServer: the preparation catalogue by category (cloudService/listItems). */
const page = screen({
  path: '/cloud/cloudServer',
  title: 'Routes.screens.cloud_cloudServer',
  description: 'Cloud.catalogue.preparationLead',
  render: async ({ locale }) => {
    const items = await publicGet(locale, cloudCalls.listItems, { kind: 'preparation' });
    if (!items.ok) throw new Error(items.msg);
    return <Catalogue kind="preparation" items={items.data} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
