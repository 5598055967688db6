import { useIntelT } from './use-intel-t';

/** Source URLs (or labels such as "compiler") of a match or a recommendation. Renders on the server or in the browser. */
export function SourcesList({ sources, confidence }: { sources: string[]; confidence?: string | null }) {
  const t = useIntelT();
  return (
    <span className="intel-sources" data-testid="sources">
      {confidence ? <strong>{`${t('common.confidence')} ${confidence}`} </strong> : null}
      {sources.map((s, i) => (
        <span key={s}>
          {i > 0 ? '; ' : ''}
          {/^https?:\/\//.test(s) ? (
            <a href={s} target="_blank" rel="noreferrer noopener">
              {new URL(s).hostname}
            </a>
          ) : s === 'compiler' ? (
            t('common.compiler')
          ) : (
            s
          )}
        </span>
      ))}
    </span>
  );
}
