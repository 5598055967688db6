import { Suspense } from 'react';
import '@/components/cloud/cloud.css';
import { MyBags } from '@/components/cloud/my-bags';
import { IslandMessages } from '@/components/providers/island-messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/checkBag', 'Routes.screens.my_checkBag', { noIndex: true });

/** /my/checkBag inside the personal-centre shell: my test bags (testBag/myPage, testBag/save). */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  return (
    <IslandMessages locale={locale} namespaces={['Cloud', 'Reviews']}>
      <Suspense fallback={null}>
        <MyBags />
      </Suspense>
    </IslandMessages>
  );
}
