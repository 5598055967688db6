import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/providers/island-messages';
import '@/components/research-data/research-data.css';
import { RdManageList } from '@/components/research-data/rd-manage-list';
import { pageLocale } from '@/lib/i18n/page-locale';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = metadataFor('/my/enterpriseInformationManagement/R&dDataManagement', 'Routes.screens.my_enterpriseInformationManagement_R&dDataManagement', { noIndex: true });

/**
 * /my/enterpriseInformationManagement/R&dDataManagement (the `&` is part of the path as routes.json
 * spells it; the folder carries it literally and a browser sends it unencoded): the company
 * administrator's list of the company's R&D data.
 */
export default async function Page({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('ResearchData.company');
  return (
    <IslandMessages locale={locale} namespaces={['Reviews', 'ResearchData']}>
      <section className="my-panel">
        <div className="my-panel__head">
          <h1 className="my-panel__title">{t('title')}</h1>
        </div>
        <Suspense fallback={null}>
          <RdManageList mode="company" />
        </Suspense>
      </section>
    </IslandMessages>
  );
}
