import { DataText } from '@/components/ui/data-text';
import { isLowTrustSource } from '@/lib/intelligence/match-class';
import { useIntelT } from './use-intel-t';

/**
 * Source URLs (or labels such as "compiler") of a match or a recommendation, with the confidence its
 * sources allow; a confidence lowered from the declared one says so, and a low-trust source is marked.
 * Renders on the server or in the browser. A source's own wording ("testcert: …") is data in its language,
 * labelled when not the page's.
 */
export function SourcesList({ sources, confidence, declaredConfidence }: { sources: string[]; confidence?: string | null; declaredConfidence?: string | null }) {
  const t = useIntelT();
  const lowered = confidence && declaredConfidence && declaredConfidence !== confidence;
  return (
    <span className="intel-sources" data-testid="sources">
      {confidence ? (
        <strong data-testid="confidence">
          {`${t('common.confidence')} ${confidence}`}
          {lowered ? <span className="intel-muted"> ({t('common.confidenceLowered', { declared: declaredConfidence })})</span> : null}{' '}
        </strong>
      ) : null}
      {sources.map((s, i) => (
        <span key={s}>
          {i > 0 ? '; ' : ''}
          {/^https?:\/\//.test(s) ? (
            <a href={s} target="_blank" rel="noreferrer noopener">
              {new URL(s).hostname}
            </a>
          ) : s === 'compiler' ? (
            t('common.compiler')
          ) : isLowTrustSource(s) ? (
            <>
              <DataText text={s} /> <span className="tag tag--orange">{t('common.lowTrust')}</span>
            </>
          ) : (
            <DataText text={s} />
          )}
        </span>
      ))}
    </span>
  );
}
