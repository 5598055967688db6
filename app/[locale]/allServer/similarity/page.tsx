import { notFound } from 'next/navigation';
import '@/components/research-data/research-data.css';
import { RdSimilarity } from '@/components/research-data/rd-similarity';
import { pageLocale } from '@/lib/i18n/page-locale';
import { translate } from '@/lib/i18n/messages';
import { researchDataCalls } from '@/lib/research-data/contract';
import { serverGet } from '@/lib/server/entry';
import { metadataFor } from '@/lib/seo';
import { idParam } from '@/lib/id-param';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = metadataFor('/allServer/similarity', 'ResearchData.similarity.metaTitle', { noIndex: true });

/** /allServer/similarity?id=: records similar to one the viewer may read (per request, with the viewer's session). */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const id = idParam((await searchParams).id);
  if (!id) return <p className="page rd-empty">{translate(locale, 'ResearchData.detail.noId')}</p>;
  const [detail, answer] = await Promise.all([serverGet(locale, researchDataCalls.get, { id }), serverGet(locale, researchDataCalls.similarity, { id })]);
  if (!detail.ok) notFound();
  if (!answer.ok) return <p className="page rd-error" role="alert">{answer.msg}</p>;
  return <RdSimilarity id={id} dataName={detail.data.dataName} answer={answer.data} />;
}
