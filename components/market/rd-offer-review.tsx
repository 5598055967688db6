'use client';
import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/commerce/money';
import { NavLink } from '@/components/layout/nav-link';
import { ReviewQueue } from '@/components/reviews/review-queue';
import { marketCalls } from '@/lib/api/calls/market';
import { useCall } from '@/lib/api/use-call';

/**
 * /my/researchCheck?tab=offers: the shared review queue of kind `dataProductOffer` (R&D data records
 * offered for sale), each item with the offer's terms and a link to the record (subject id = record id).
 */
export function RdOfferReviewQueue() {
  return <ReviewQueue kind="dataProductOffer" renderDetail={(item) => <RdOfferSummary id={item.subjectId} />} />;
}

function RdOfferSummary({ id }: { id: number }) {
  const t = useTranslations('Market.rd');
  const money = useMoney();
  const { data } = useCall(marketCalls.rdOfferGet, { researchDataId: id });
  const offer = data?.offer;
  return (
    <div data-testid="rd-offer-summary">
      {offer && (
        <>
          <p>{t('offerPrice', { price: offer.priceFen ? money(offer.priceFen) : t('free') })}</p>
          {offer.descriptionZh && <p lang="zh">{offer.descriptionZh}</p>}
          {offer.descriptionEn && <p lang="en">{offer.descriptionEn}</p>}
        </>
      )}
      {data && !data.published && <p role="alert">{t('notPublished')}</p>}
      <NavLink href={`/allServer/${id}`} target="_blank">
        {t('trace')}
      </NavLink>
    </div>
  );
}
