import '@/components/cloud/cloud.css';
import { CloudNav } from '@/components/cloud/cloud-nav';
import { EstimateForm } from '@/components/cloud/estimate-form';
import { IslandMessages } from '@/components/providers/island-messages';
import { choiceFromQuery } from '@/lib/cloud/choice';
import { cloudCalls } from '@/lib/cloud/contract';
import { translate } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { publicGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/cloud/testResources', 'Routes.screens.cloud_testResources', { descriptionKey: 'Cloud.estimate.lead' });

/** /cloud/testResources: cost and cycle estimate; the choice comes from and goes back to the address. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const initial = choiceFromQuery(await searchParams);
  const labs = await publicGet(locale, cloudCalls.labPage, { page: 1, pageSize: 100, sort: 'rating' } as never);
  return (
    <div className="page" data-testid="test-resources">
      <CloudNav current="estimate" />
      <h1 className="section-title">{translate(locale, 'Cloud.estimate.title')}</h1>
      <p className="cl-note">{translate(locale, 'Cloud.estimate.lead')}</p>
      <IslandMessages locale={locale} namespaces={['Cloud']}>
        <EstimateForm labs={labs.ok ? labs.data.list : []} initial={initial} />
      </IslandMessages>
    </div>
  );
}
