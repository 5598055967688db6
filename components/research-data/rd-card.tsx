import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import type { ResearchDataCard } from '@/lib/research-data/contract';
import { rdDetailHref } from '@/lib/research-data/paths';

/** One record on a list: name, material, owner, visibility badge, state, counts and what the reader may open. */
export function RdCardView({ card }: { card: ResearchDataCard }) {
  const t = useTranslations('ResearchData');
  return (
    <article className="rd-card" data-testid="rd-card">
      <h3 className="rd-card__title">
        <NavLink href={rdDetailHref(card.id)}>{card.dataName}</NavLink>
        {card.demo && <span className="tag rd-tag--demo">{t('demo')}</span>}
      </h3>
      <p className="rd-card__meta">
        <span className={`tag rd-tag rd-tag--${card.visibility}`} data-testid="rd-visibility">
          {t(`visibility.${card.visibility}`)}
        </span>
        {/* The state only when it says more than the visibility badge (a "selected users" record is in state "selected"). */}
        {(card.state as string) !== card.visibility && <span className="tag">{t(`states.${card.state}`)}</span>}
        {card.experimentType && <span>{t(`experimentTypes.${card.experimentType}`)}</span>}
      </p>
      <dl className="rd-card__facts">
        <dt>{t('fields.materialName')}</dt>
        <dd>{card.materialName || '—'}</dd>
        <dt>{t('fields.owner')}</dt>
        <dd>{card.owner.companyName ? `${card.owner.userName} · ${card.owner.companyName}` : card.owner.userName}</dd>
        <dt>{t('fields.code')}</dt>
        <dd>{card.code}</dd>
      </dl>
      <p className="rd-card__counts">
        {t('counts.summary', { consulted: card.counts.consulted, likes: card.counts.likes, dislikes: card.counts.dislikes, referenced: card.counts.referenced })}
      </p>
      {!card.readable.includes('composition') && <p className="rd-card__hidden">{t('metadataOnly')}</p>}
    </article>
  );
}
