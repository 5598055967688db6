'use client';
import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import type { Citation } from '@/lib/ai/contract';

/** The records an answer used, as cards: the record's page, its standard or data set, its original source. */
export function CitationCards({ citations }: { citations: Citation[] }) {
  const t = useTranslations('Ai.screen');
  if (!citations.length) return null;
  return (
    <div className="ai-citations" data-testid="ai-citations">
      <p className="ai-citations__title">{t('sources')}</p>
      <ul>
        {citations.map((c, i) => (
          <li key={`${c.kind}-${c.href ?? c.title}-${i}`} className="ai-citation">
            <span className="tag tag--blue">{t(`kinds.${c.kind}`)}</span>{' '}
            {c.href ? <NavLink href={c.href}>{c.title}</NavLink> : <strong>{c.title}</strong>}
            {c.detail ? <span className="ai-citation__detail">{c.detail}</span> : null}
            {c.dataset ? (
              <span className="ai-citation__detail">
                {t('dataset')} <code>{c.dataset}</code>
              </span>
            ) : null}
            {c.sourceUrl ? (
              <a className="ai-citation__detail" href={c.sourceUrl} rel="nofollow noopener noreferrer" target="_blank">
                {t('source')}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
