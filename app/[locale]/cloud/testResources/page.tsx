import '@/components/cloud/cloud.css';
import { CloudNav } from '@/components/cloud/cloud-nav';
import { EstimateForm } from '@/components/cloud/estimate-form';
import { screen } from '@/components/layout/screen';
import { IslandMessages } from '@/components/providers/island-messages';
import { choiceFromQuery } from '@/lib/cloud/choice';
import { cloudCalls } from '@/lib/cloud/contract';
import { translate } from '@/lib/i18n/messages';
import { publicGet } from '@/lib/server/entry';

/** /cloud/testResources: cost and cycle estimate; the choice comes from and goes back to the address. */
const page = screen({
  path: '/cloud/testResources',
  title: 'Routes.screens.cloud_testResources',
  description: 'Cloud.estimate.lead',
  render: async ({ locale, searchParams }) => {
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
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
