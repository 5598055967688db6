import { notFound } from 'next/navigation';
import { screen } from '@/components/layout/screen';
import '@/components/market/market.css';
import { DataSetPage } from '@/components/market/data-set-page';
import { idParam } from '@/lib/id-param';
import { translate } from '@/lib/i18n/messages';
import { localizePath } from '@/lib/i18n/locale-path';
import { marketCalls } from '@/lib/market/contract';
import { PRODUCT_LIST } from '@/lib/market/paths';
import { publicGet } from '@/lib/server/entry';
import { pageMetadata } from '@/lib/seo';

/** /zhj/dataSet?id=: the data set behind a product (fields, rows, first rows, licence, citation), the same for everyone. */
const page = screen({
  metadata: async ({ locale, searchParams }) => {
    const id = idParam((await searchParams).id);
    const answer = id ? await publicGet(locale, marketCalls.getDataSet, { id }) : null;
    return pageMetadata(locale, '/zhj/dataSet', answer?.ok ? answer.data.title : translate(locale, 'Routes.screens.zhj_dataSet'), answer?.ok ? answer.data.description : undefined, id ? `id=${id}` : '');
  },
  render: async ({ locale, searchParams }) => {
    const id = idParam((await searchParams).id);
    if (!id) {
      return (
        <div className="page mkt-card mkt-empty" data-testid="dataset-no-id">
          <p>{translate(locale, 'Market.dataSet.noId')}</p>
          <a className="button" href={localizePath(PRODUCT_LIST, locale)}>
            {translate(locale, 'Market.detail.back')}
          </a>
        </div>
      );
    }
    const answer = await publicGet(locale, marketCalls.getDataSet, { id });
    if (!answer.ok) notFound();
    return <DataSetPage set={answer.data} />;
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
