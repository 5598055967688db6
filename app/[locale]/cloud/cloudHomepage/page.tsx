import '@/components/cloud/cloud.css';
import { CloudHome } from '@/components/cloud/cloud-home';
import { cloudCalls } from '@/lib/cloud/contract';
import { pageLocale } from '@/lib/i18n/page-locale';
import { publicGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/cloud/cloudHomepage', 'Routes.screens.cloud_cloudHomepage', { descriptionKey: 'Cloud.home.lead' });

/** /cloud/cloudHomepage: services, live figures, popular items, laboratories and cases (cloudService/home). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const home = await publicGet(locale, cloudCalls.home, {});
  if (!home.ok) throw new Error(home.msg);
  return <CloudHome home={home.data} />;
}
