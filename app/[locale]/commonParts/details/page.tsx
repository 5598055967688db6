import { notFound } from 'next/navigation';
import { screen } from '@/components/layout/screen';
import '@/components/market/market.css';
import { PartDetailView } from '@/components/market/part-detail';
import { IslandMessages } from '@/components/providers/island-messages';
import { idParam } from '@/lib/id-param';
import { localizePath } from '@/lib/i18n/locale-path';
import { translate } from '@/lib/i18n/messages';
import { partCalls } from '@/lib/market/contract';
import { COMMON_PARTS } from '@/lib/market/part-paths';
import { publicGet } from '@/lib/server/entry';
import { pageMetadata } from '@/lib/seo';

/** /commonParts/details?id=: one part with its whole table (the same for everyone); an unknown id is the 404 page. */
const page = screen({
  metadata: async ({ locale, searchParams }) => {
    const id = idParam((await searchParams).id);
    const answer = id ? await publicGet(locale, partCalls.produceDetail, { id }) : null;
    return pageMetadata(locale, '/commonParts/details', answer?.ok ? answer.data.title : translate(locale, 'Routes.screens.commonParts_details'), answer?.ok ? answer.data.description : undefined, id ? `id=${id}` : '');
  },
  render: async ({ locale, searchParams }) => {
    const id = idParam((await searchParams).id);
    if (!id) {
      return (
        <div className="page mkt-card mkt-empty" data-testid="part-no-id">
          <p>{translate(locale, 'Market.parts.noId')}</p>
          <a className="button" href={localizePath(COMMON_PARTS, locale)}>
            {translate(locale, 'Market.parts.back')}
          </a>
        </div>
      );
    }
    const answer = await publicGet(locale, partCalls.produceDetail, { id });
    if (!answer.ok) notFound();
    return (
      <IslandMessages locale={locale} namespaces={['Market']}>
        <PartDetailView part={answer.data} />
      </IslandMessages>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
