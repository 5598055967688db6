'use client';
import { useLocale, useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { rankingApplicationCalls } from '@/lib/api/calls/ranking';
import { useCall } from '@/lib/api/use-call';
import type { ReviewState } from '@/lib/reviews/states';
import { formatDateTime } from '@/lib/time';

/**
 * /economy/economySuccess?id= right after an application (issue 48 item 7): the application just made — its number,
 * company and product, category, when it was submitted and its review state (qc/applicationGet) — what happens next and
 * where to follow it (the list below, the message centre). Someone else's or an unknown id shows only the list.
 */
export function NewApplication({ id }: { id: number }) {
  const t = useTranslations('Ranking.apply');
  const tr = useTranslations('Reviews');
  const locale = useLocale();
  const { data, error } = useCall(rankingApplicationCalls.applicationGet, { id });
  if (error) return <p className="rk-empty" data-testid="new-application-missing">{t('newMissing')}</p>;
  if (!data) return <p role="status">{t('newLoading')}</p>;
  return (
    <section className="rk-success" role="status" data-testid="apply-success" aria-labelledby="new-application-title">
      <h2 id="new-application-title">{t('newTitle')}</h2>
      <dl className="rk-dl" data-testid="new-application">
        <dt>{t('number')}</dt>
        <dd data-testid="new-application-number">{data.id}</dd>
        <dt>{t('companyName')}</dt>
        <dd>{data.companyName}</dd>
        <dt>{t('productName')}</dt>
        <dd data-testid="new-application-product">{data.productName}</dd>
        <dt>{t('category')}</dt>
        <dd>{data.category?.name ?? t('noCategory')}</dd>
        <dt>{t('submittedAt')}</dt>
        <dd>{formatDateTime(data.createdAt, locale)}</dd>
        <dt>{t('state')}</dt>
        <dd>
          <span className={`rk-state rk-state--${data.state}`} data-testid="new-application-state">
            {tr(`states.${data.state as ReviewState}`)}
          </span>
        </dd>
      </dl>
      <h3>{t('nextTitle')}</h3>
      <ol data-testid="new-application-next">
        <li>{t('nextReview')}</li>
        <li>{t('nextMessages')}</li>
        <li>
          {t('nextFollow')} <a href="#my-applications">{t('mine')}</a> · <NavLink href="/my/messageCentre">{t('messageCentre')}</NavLink>
        </li>
      </ol>
    </section>
  );
}
