import '@/components/cloud/cloud.css';
import { Catalogue } from '@/components/cloud/catalogue';
import { cloudCalls } from '@/lib/cloud/contract';
import { pageLocale } from '@/lib/i18n/page-locale';
import { publicGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/cloud/cloudCheck', 'Routes.screens.cloud_cloudCheck', { descriptionKey: 'Cloud.catalogue.detectionLead' });

/** /cloud/cloudCheck: the detection catalogue by category (cloudService/listItems). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const items = await publicGet(locale, cloudCalls.listItems, { kind: 'detection' });
  if (!items.ok) throw new Error(items.msg);
  return <Catalogue kind="detection" items={items.data} />;
}
