import { notFound } from 'next/navigation';
import { RdSimilarityPair } from '@/components/research-data/rd-similarity-pair';
import type { Locale } from '@/lib/i18n/routing';
import { translate } from '@/lib/i18n/messages';
import { researchDataCalls } from '@/lib/research-data/contract';
import { parseTarget, targetParam, type PairLayout } from '@/lib/research-data/similarity-pair';
import { serverGet } from '@/lib/server/entry';
import { idParam } from '@/lib/id-param';

/** Both similarity detail routes: read `id` and `target` from the address, ask the call with the viewer's session. */
export async function SimilarityPairPage({ locale, query, layout }: { locale: Locale; query: Record<string, string | string[] | undefined>; layout: PairLayout }) {
  const id = idParam(query.id);
  const target = parseTarget(query.target);
  if (!id || !target) return <p className="page rd-empty">{translate(locale, 'ResearchData.pair.noPair')}</p>;
  const answer = await serverGet(locale, researchDataCalls.similarityDetail, { id, target: targetParam(target) });
  if (!answer.ok) {
    if (answer.status === 404) notFound();
    return (
      <p className="page rd-error" role="alert">
        {answer.msg}
      </p>
    );
  }
  return <RdSimilarityPair id={id} target={target} pair={answer.data} layout={layout} />;
}
