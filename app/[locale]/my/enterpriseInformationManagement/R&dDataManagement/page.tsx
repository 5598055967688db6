import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { screen } from '@/components/layout/screen';
import '@/components/research-data/research-data.css';
import { RdManageList } from '@/components/research-data/rd-manage-list';

/**
 * /my/enterpriseInformationManagement/R&dDataManagement (the `&` is part of the path as routes.json
 * spells it; the folder carries it literally and a browser sends it unencoded): the company
 * administrator's list of the company's R&D data.
 */
const page = screen({
  path: '/my/enterpriseInformationManagement/R&dDataManagement',
  title: 'Routes.screens.my_enterpriseInformationManagement_R&dDataManagement',
  noIndex: true,
  messages: ['Reviews', 'ResearchData'],
  render: async () => {
    const t = await getTranslations('ResearchData.company');
    return (
      <section className="my-panel">
        <div className="my-panel__head">
          <h1 className="my-panel__title">{t('title')}</h1>
        </div>
        <Suspense fallback={null}>
          <RdManageList mode="company" />
        </Suspense>
      </section>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
