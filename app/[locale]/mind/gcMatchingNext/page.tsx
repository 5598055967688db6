import type { Metadata } from 'next';
import { GradeResults } from '@/components/intelligence/grade-results';
import { IntelligenceHeader } from '@/components/intelligence/intelligence-header';
import { IslandMessages } from '@/components/providers/island-messages';
import { translate } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 120) : undefined);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const loc = await pageLocale(params);
  const grade = one((await searchParams).grade);
  const title = translate(loc, 'Intelligence.matching.nextTitle');
  return pageMetadata(loc, '/mind/gcMatchingNext', grade ? `${grade} · ${title}` : title, translate(loc, 'Intelligence.matching.description'));
}

/** Counterparts of one grade across standard systems, with differences, and its similar materials. */
export default async function GcMatchingNextPage({ params, searchParams }: Props) {
  const loc = await pageLocale(params);
  const q = await searchParams;
  const id = one(q.id);
  const grade = one(q.grade);
  return (
    <IslandMessages locale={loc} namespaces={['Materials', 'MaterialPages', 'Intelligence']}>
      <IntelligenceHeader title={translate(loc, 'Intelligence.matching.nextTitle')} description={translate(loc, 'Intelligence.common.notEquivalent')} />
      {id || grade ? <GradeResults id={id && /^\d+$/.test(id) ? id : undefined} grade={grade} system={one(q.system)} /> : <p className="intel-page">{translate(loc, 'Intelligence.matching.chooseGrade')}</p>}
    </IslandMessages>
  );
}
