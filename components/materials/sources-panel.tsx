import { useTranslations } from 'next-intl';
import { DataText } from '@/components/ui/data-text';
import type { MaterialDetail } from '@/lib/materials/contract';

/** The provenance of the record: data set, original row, citation, confidence, links and licence. */
export function SourcesPanel({ source }: { source: MaterialDetail['source'] }) {
  const t = useTranslations('MaterialPages.detail');
  const level = source.confidence && ['A', 'B', 'C'].includes(source.confidence) ? (source.confidence as 'A') : 'unknown';
  const links = Array.from(new Set([source.url, ...source.sourceUrls].filter((u): u is string => !!u)));
  return (
    <dl className="mat-facts" data-testid="sources-panel" style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
      <div>
        <dt>{t('dataset')}</dt>
        <dd>
          {source.datasetTitle} <code>{source.datasetCode}</code>
        </dd>
      </div>
      <div>
        <dt>{t('sourceRow')}</dt>
        <dd>
          {source.sourceRow}
          {source.sourceRef ? ` (${source.sourceRef})` : ''}
        </dd>
      </div>
      <div>
        <dt>{t('confidence')}</dt>
        <dd>{t(`confidenceLevels.${level}`)}</dd>
      </div>
      {source.license ? (
        <div>
          <dt>{t('license')}</dt>
          <dd>
            <DataText text={source.license} />
          </dd>
        </div>
      ) : null}
      <div style={{ gridColumn: '1 / -1' }}>
        <dt>{t('citation')}</dt>
        <dd>
          <DataText text={source.citation} />
        </dd>
      </div>
      {source.notes ? (
        <div style={{ gridColumn: '1 / -1' }}>
          <dt>{t('sourceNotes')}</dt>
          <dd>
            <DataText text={source.notes} />
          </dd>
        </div>
      ) : null}
      {links.length ? (
        <div style={{ gridColumn: '1 / -1' }}>
          <dt>{t('links')}</dt>
          <dd>
            <ul className="mat-source-list">
              {links.map((u) => (
                <li key={u}>
                  {/^https?:\/\//.test(u) ? (
                    <a href={u} rel="nofollow noopener noreferrer" target="_blank">
                      {u}
                    </a>
                  ) : (
                    <DataText text={u} />
                  )}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
