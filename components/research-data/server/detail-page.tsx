import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { screen, type ScreenContext } from '@/components/layout/screen';
import { IslandMessages } from '@/components/providers/island-messages';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';
import { researchDataCalls } from '@/lib/research-data/contract';
import { serverGet } from '@/lib/server/entry';
import { pageMetadata } from '@/lib/seo';
import { RdDetail } from '../rd-detail';
import '../research-data.css';
import { idParam } from '@/lib/id-param';

async function idOf({ params, searchParams }: ScreenContext<{ id?: string }>): Promise<number | null> {
  return idParam(params.id ?? (await searchParams).id);
}

const load = (locale: Locale, id: number) => serverGet(locale, researchDataCalls.get, { id });

/**
 * The detail screens of a record (/allServer/{id}, /allServer/seeDetail?id=, /allServer/serverDetail?id=):
 * rendered per request with the viewer's session, so the policy cuts what is shown. A record the
 * viewer may not find is the 404 page. `ownerPanel` is what another area shows the record's owner below
 * the record (the data market's sale offer), handed in by the route so this folder imports no other domain.
 */
export function rdDetailPage(path: string, options: { ownerPanel?: (id: number, locale: Locale) => ReactNode } = {}) {
  return screen<{ id?: string }>({
    metadata: async (context) => {
      const { locale } = context;
      const id = await idOf(context);
      const answer = id ? await load(locale, id) : null;
      const meta = pageMetadata(locale, path, answer?.ok ? answer.data.dataName : translate(locale, 'ResearchData.detail.title'), undefined, id ? `id=${id}` : '');
      return { ...meta, robots: { index: false } };
    },
    render: async (context) => {
      const { locale } = context;
      const id = await idOf(context);
      if (!id) {
        return (
          <div className="page rd-empty" data-testid="rd-no-id">
            <p>{translate(locale, 'ResearchData.detail.noId')}</p>
            <a className="button" href={locale === 'en' ? '/en/allServer/allServer' : '/allServer/allServer'}>
              {translate(locale, 'ResearchData.detail.back')}
            </a>
          </div>
        );
      }
      const answer = await load(locale, id);
      if (!answer.ok) notFound();
      return (
        <>
          <IslandMessages locale={locale} namespaces={['ResearchData']}>
            <RdDetail detail={answer.data} />
          </IslandMessages>
          {answer.data.isOwner && options.ownerPanel ? <div className="page">{options.ownerPanel(id, locale)}</div> : null}
        </>
      );
    },
  });
}
