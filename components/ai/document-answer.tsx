'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { CertificateCheck, CheckRow, DocumentAnswer } from '@/lib/ai/contract';
import { CHECK_PROPERTIES, type CheckProperty } from '@/lib/ai/certificate';
import { NavLink } from '@/components/layout/nav-link';

const isProperty = (q: string): q is CheckProperty => (CHECK_PROPERTIES as readonly string[]).includes(q);

/** One answer about a document: the question, the answer, the quoted passages and, for a compliance question, the check table. */
export function AnswerView({ answer, parts }: { answer: DocumentAnswer; parts: boolean }) {
  const t = useTranslations('Ai.docs');
  return (
    <li className="ai-turn" data-testid="ai-doc-answer">
      <p className="ai-bubble ai-bubble--question">{answer.question}</p>
      <div className={`ai-bubble ai-bubble--answer${answer.found ? '' : ' ai-bubble--failed'}`}>
        {answer.check && answer.check.rows.length > 0 ? <CheckTable check={answer.check} parts={parts} /> : <p className="ai-answer__text">{answer.answer}</p>}
        {answer.quotes.length > 0 && (
          <div className="ai-citations">
            <p className="ai-citations__title">{t('quoted')}</p>
            <ul>
              {answer.quotes.map((q) => (
                <li key={`${q.page}-${q.position}`} className="ai-citation">
                  <strong>{t(parts ? 'wherePart' : 'where', { page: q.page, position: q.position })}</strong>
                  <blockquote className="ai-citation__detail">{q.text}</blockquote>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </li>
  );
}

/** A certificate's values against the grade's requirements in the database, each with its place and its verdict. */
function CheckTable({ check, parts }: { check: CertificateCheck; parts: boolean }) {
  const t = useTranslations('Ai.docs');
  const tc = useTranslations('Ai.check');
  const locale = useLocale();
  const n = (v: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(v);
  const counts = { pass: 0, fail: 0, unknown: 0 };
  for (const r of check.rows) counts[r.result]++;
  const requirement = (r: CheckRow) => {
    if (!r.requirement) return tc(`reasons.${r.reason ?? 'noRequirement'}`);
    const bounds = [r.requirement.min !== null ? `≥ ${n(r.requirement.min)}` : '', r.requirement.max !== null ? `≤ ${n(r.requirement.max)}` : ''].filter(Boolean).join(' ');
    const extra = [r.requirement.thickness ? `${r.requirement.thickness} mm` : '', r.requirement.temperature !== null ? tc('at', { temp: r.requirement.temperature }) : ''].filter(Boolean).join(', ');
    return `${bounds} ${r.unit}${extra ? ` (${extra})` : ''}`;
  };
  return (
    <div className="ai-check" data-testid="ai-doc-check">
      <p className="ai-answer__text">
        <strong>{t('checkTitle', { grade: check.grade })}</strong> {tc('summary', { grade: check.grade, standard: check.standard ?? '—', ...counts })}{' '}
        {check.thickness === null ? tc('noThicknessStated') : tc('thickness', { mm: n(check.thickness) })}
      </p>
      {/* On a phone the four columns scroll in their own box, never wider than the screen. */}
      <div className="ai-check__scroll">
        <table className="data-table ai-check__table">
          <thead>
            <tr>
              <th>{t('quantity')}</th>
              <th>{t('stated')}</th>
              <th>{t('requirement')}</th>
              <th>{t('result')}</th>
            </tr>
          </thead>
          <tbody>
            {check.rows.map((r) => (
              <tr key={r.quantity} data-result={r.result}>
                <td>{isProperty(r.quantity) ? tc(`quantities.${r.quantity}`) : r.quantity}</td>
                <td>
                  {n(r.value)} {r.unit}
                  {r.basis ? ` (${tc(`basis.${r.basis}`)}${r.temperature !== null ? `, ${tc('at', { temp: r.temperature })}` : ''})` : ''}
                  <br />
                  <span className="ai-citation__detail">{t(parts ? 'wherePart' : 'where', { page: r.page, position: r.position })}</span>
                </td>
                <td>
                  {requirement(r)}
                  {r.requirement?.raw && <span className="ai-citation__detail"> · {r.requirement.raw}</span>}
                </td>
                <td className={`ai-check__${r.result}`}>
                  {tc(`results.${r.result}`)}
                  {r.result === 'unknown' && r.requirement && r.reason ? <span className="ai-citation__detail"> · {tc(`reasons.${r.reason}`)}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="ai-citation__detail">
        <NavLink href={check.href}>{t('checkSource', { grade: check.grade, standard: check.standard ?? '—', dataset: check.dataset })}</NavLink>
        {check.sourceUrl && (
          <>
            {' · '}
            <a href={check.sourceUrl} target="_blank" rel="noreferrer">
              {t('checkOriginal')}
            </a>
          </>
        )}
      </p>
    </div>
  );
}
