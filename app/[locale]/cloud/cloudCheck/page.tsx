import '@/components/cloud/cloud.css';
import { Catalogue } from '@/components/cloud/catalogue';
import { screen } from '@/components/layout/screen';
import { cloudCalls } from '@/lib/cloud/contract';
import { publicGet } from '@/lib/server/entry';

/** /cloud/cloudCheck: the detection catalogue by category (cloudService/listItems). */
const page = screen({
  path: '/cloud/cloudCheck',
  title: 'Routes.screens.cloud_cloudCheck',
  description: 'Cloud.catalogue.detectionLead',
  render: async ({ locale }) => {
    const items = await publicGet(locale, cloudCalls.listItems, { kind: 'detection' });
    if (!items.ok) throw new Error(items.msg);
    return <Catalogue kind="detection" items={items.data} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
