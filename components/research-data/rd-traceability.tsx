import { useTranslations } from 'next-intl';
import type { ExperimentType, Traceability } from '@/lib/research-data/contract';
import { EXPERIMENT_TYPES } from '@/lib/research-data/contract-enums';
import { useDateTime } from '@/components/ui/use-date-time';

/**
 * Traceability of a record (issue 16 item 4): whether the stored values still match the signed
 * chain ("verification failed" after any direct change), each version's hash, time, key and
 * signature with the fields it changed, the platform's public key and the bundle for offline checks.
 */
export function RdTraceability({ id, trace, code }: { id: number; trace: Traceability; code: string }) {
  const t = useTranslations('ResearchData.trace');
  const tf = useTranslations('ResearchData.fields');
  const te = useTranslations('ResearchData.experimentTypes');
  // An experiment type is stored as its code: show its name; an empty value as a dash.
  const shown = (field: string, value: string) => (!value ? '—' : field === 'experimentType' && (EXPERIMENT_TYPES as readonly string[]).includes(value) ? te(value as ExperimentType) : value);
  const dateText = useDateTime();
  return (
    <section className="rd-section" data-testid="rd-traceability" aria-labelledby="rd-trace-title">
      <h2 id="rd-trace-title">{t('title')}</h2>
      {trace.versions.length === 0 ? (
        <p>{t('none')}</p>
      ) : trace.verified ? (
        <p className="rd-verified rd-verified--ok" data-testid="rd-verified">
          {t('verified', { count: trace.versions.length })}
        </p>
      ) : (
        <p className="rd-verified rd-verified--failed" role="alert" data-testid="rd-verification-failed">
          {t('failed', { versions: [...new Set(trace.problems.map((p) => p.version))].join(', ') })}
        </p>
      )}
      <dl className="rd-facts">
        <dt>{t('keyId')}</dt>
        <dd className="rd-mono">{trace.keyId}</dd>
      </dl>
      {trace.publicKeyPem && (
        <details>
          <summary>{t('publicKey')}</summary>
          <pre className="rd-mono" data-testid="rd-public-key">
            {trace.publicKeyPem}
          </pre>
          <p>
            <a href="/.well-known/atsteel-provenance-keys.json">{t('wellKnown')}</a>
          </p>
        </details>
      )}
      <ol className="rd-versions" reversed>
        {trace.versions.map((v) => (
          <li key={v.version} data-testid="rd-version">
            <p>
              <strong>{t('version', { version: v.version })}</strong> · <time dateTime={v.time}>{dateText(v.time, 'second')}</time>
            </p>
            <dl className="rd-facts">
              <dt>{t('hash')}</dt>
              <dd className="rd-mono" data-testid="rd-hash">
                {v.hash}
              </dd>
              <dt>{t('previous')}</dt>
              <dd className="rd-mono">{v.previous ?? '—'}</dd>
              <dt>{t('signature')}</dt>
              <dd className="rd-mono">{v.signature}</dd>
            </dl>
            {v.changes.length > 0 && (
              <table className="data-table rd-changes">
                <caption>{t('changes')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('field')}</th>
                    <th scope="col">{t('before')}</th>
                    <th scope="col">{t('after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {v.changes.map((c) => (
                    <tr key={c.field} data-testid="rd-change">
                      <th scope="row">{tf(c.field as 'dataName')}</th>
                      {c.items ? (
                        <td colSpan={2}>
                          <ul className="rd-change-items">
                            {c.items.map((item) => (
                              <li key={item.key} data-testid="rd-change-item">
                                <strong>{item.key}</strong>{' '}
                                {item.before === null ? t('added', { value: item.after ?? '' }) : item.after === null ? t('removed', { value: item.before }) : t('changed', { before: item.before, after: item.after })}
                              </li>
                            ))}
                          </ul>
                        </td>
                      ) : (
                        <>
                          <td>{shown(c.field, c.before)}</td>
                          <td>{shown(c.field, c.after)}</td>
                        </>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </li>
        ))}
      </ol>
      {trace.versions.length > 0 && (
        <div className="rd-bundle">
          {trace.bundle && (
            <a className="button" href={`/atsteel/researchData/bundle?id=${id}`} download={`${code}-provenance.json`} data-testid="rd-bundle">
              {t('download')}
            </a>
          )}
          {/* The verifier and the platform's keys are public: anyone handed a bundle can check it. */}
          <a className="button" href="/atsteel/researchData/verifier" download="verify-provenance.mjs" data-testid="rd-verifier">
            {t('downloadVerifier')}
          </a>
          <a className="button" href="/.well-known/atsteel-provenance-keys.json" download="atsteel-provenance-keys.json" data-testid="rd-keys">
            {t('downloadKeys')}
          </a>
          <p>{t('offlineFiles')}</p>
          <pre className="rd-mono">{`node verify-provenance.mjs ${code}-provenance.json`}</pre>
        </div>
      )}
    </section>
  );
}
