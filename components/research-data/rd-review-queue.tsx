'use client';
import { useTranslations } from 'next-intl';
import { ReviewQueue } from '@/components/reviews/review-queue';
import { NavLink } from '@/components/layout/nav-link';
import { researchDataCalls } from '@/lib/api/calls/research-data';
import { useCall } from '@/lib/api/use-call';

/** /my/researchCheck: the shared review queue of kind `researchData`, each item with the record's summary. */
export function RdReviewQueue() {
  return <ReviewQueue kind="researchData" renderDetail={(item) => <RdReviewSummary id={item.subjectId} />} />;
}

function RdReviewSummary({ id }: { id: number }) {
  const t = useTranslations('ResearchData');
  const { data, error, isLoading } = useCall(researchDataCalls.get, { id });
  if (isLoading) return <p>{t('loading')}</p>;
  if (error || !data) return <p role="alert">{error?.message ?? t('detail.noId')}</p>;
  return (
    <div data-testid="rd-review-summary">
      <p>
        <strong>{data.dataName}</strong> · {data.materialName} · {data.owner.userName}
      </p>
      <p>{data.composition ? data.composition.map((c) => `${c.element} ${c.value}`).join(', ') : t('detail.hidden')}</p>
      <p>{data.traceability.verified ? t('trace.verified', { count: data.traceability.versions.length }) : t('trace.failed', { versions: '' })}</p>
      <NavLink href={`/allServer/${id}`} target="_blank">
        {t('detail.open')}
      </NavLink>
    </div>
  );
}
