import { HomeView } from '@/components/home/home-view';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/home', 'Common.siteName');

/** /home is an alias of the home page. */
export default async function HomeAliasPage({ params }: Props) {
  await pageLocale(params);
  return <HomeView />;
}
