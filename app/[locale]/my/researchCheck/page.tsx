import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/layout/nav-link';
import { screen } from '@/components/layout/screen';
import { RdOfferReviewQueue } from '@/components/market/rd-offer-review';
import '@/components/research-data/research-data.css';
import { RdManageList } from '@/components/research-data/rd-manage-list';
import { RdReviewQueue } from '@/components/research-data/rd-review-queue';
import '@/components/reviews/reviews.css';

/**
 * /my/researchCheck: the public administrator approves or fails R&D data publication (spec section 6);
 * the second tab (`?tab=records`) is the administrator's list of all R&D data (researchData/listAdmin); the
 * third (`?tab=offers`) reviews R&D data offered for sale in the data market (kind dataProductOffer, docs/MARKET.md).
 */
const page = screen({
  path: '/my/researchCheck',
  title: 'ResearchData.review.title',
  noIndex: true,
  messages: ['Reviews', 'ResearchData', 'Market'],
  render: async ({ searchParams }) => {
    const tab = (await searchParams).tab;
    const records = tab === 'records';
    const offers = tab === 'offers';
    const t = await getTranslations('ResearchData');
    const tm = await getTranslations('Market.rd');
    return (
      <section className="my-panel">
        <div className="my-panel__head">
          <h1 className="my-panel__title">{records ? t('company.adminTitle') : offers ? tm('reviewTitle') : t('review.title')}</h1>
        </div>
        <nav className="rd-tabs" aria-label={t('review.title')}>
          <NavLink href="/my/researchCheck" aria-current={records || offers ? undefined : 'page'} data-testid="rd-tab-queue">
            {t('company.queueTab')}
          </NavLink>
          <NavLink href="/my/researchCheck?tab=records" aria-current={records ? 'page' : undefined} data-testid="rd-tab-records">
            {t('company.listTab')}
          </NavLink>
          <NavLink href="/my/researchCheck?tab=offers" aria-current={offers ? 'page' : undefined} data-testid="rd-tab-offers">
            {tm('offersTab')}
          </NavLink>
        </nav>
        <Suspense fallback={null}>{records ? <RdManageList mode="admin" /> : offers ? <RdOfferReviewQueue /> : <RdReviewQueue />}</Suspense>
      </section>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
