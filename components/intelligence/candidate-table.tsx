'use client';
import { useLocale } from 'next-intl';
import { useState } from 'react';
import type { CandidateOut } from '@/lib/intelligence/contract';
import type { Requirement } from '@/lib/intelligence/requirements';
import { NavLink } from '@/components/layout/nav-link';
import { Pager } from '@/components/ui/plain/pager';
import { detailHref } from '@/lib/materials/paths';
import { formatNumber } from '@/lib/materials/units';
import { useLooseT } from '@/components/ui/use-loose-t';
import { BandTag } from './thickness-note';

const PAGE_SIZE = 10;
const MAX_SELECTED = 6;
const STATUS_TAG = { pass: 'tag tag--green', fail: 'tag tag--red', unknown: 'tag' } as const;

interface Props {
  list: CandidateOut[];
  requirements: Requirement[];
  /** With `onSelect`, each row gets a checkbox (up to six, for the contrast). */
  selected?: string[];
  onSelect?: (ids: string[]) => void;
  testId: string;
}

/** Candidates with the actual value and margin of each requirement, ten a page. */
export function CandidateTable({ list, requirements, selected = [], onSelect, testId }: Props) {
  const t = useLooseT('Intelligence');
  const locale = useLocale();
  const [wanted, setPage] = useState(1);
  // A shorter list (new results) keeps the table on a page that exists.
  const page = Math.min(wanted, Math.max(1, Math.ceil(list.length / PAGE_SIZE)));
  const shown = list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  /** A margin as a signed percentage with one decimal: "+12.3 %". */
  const pct = (m: number | null) => (m === null ? '—' : `${m >= 0 ? '+' : ''}${formatNumber(m * 100, locale, 1)} %`);
  const toggle = (id: string, on: boolean) => onSelect?.(on ? [...selected, id].slice(0, MAX_SELECTED) : selected.filter((s) => s !== id));
  const heading = (r: Requirement) =>
    `${t(`properties.${r.key}`)} ${r.op === '>=' ? '≥' : '≤'} ${formatNumber(r.value, locale)}${r.key === 'impact' && r.tempC !== undefined && r.tempC !== null ? ` @ ${formatNumber(r.tempC, locale)} °C` : ''}`;
  const columns = requirements.length + (onSelect ? 4 : 3);

  return (
    <div>
      <div className="data-table-wrap">
        <table className="data-table" data-testid={testId}>
          <thead>
            <tr>
              {onSelect ? (
                <th scope="col">
                  <span className="sr-only">{t('matching.contrast')}</span>
                </th>
              ) : null}
              <th scope="col" className="intel-sticky">
                {t('common.grade')}
              </th>
              <th scope="col">{t('common.system')}</th>
              {requirements.map((r, i) => (
                <th key={i} scope="col">
                  {heading(r)}
                </th>
              ))}
              <th scope="col">{t('matching.status')}</th>
            </tr>
          </thead>
          <tbody>
            {list.length === 0 ? (
              <tr>
                <td colSpan={columns} className="data-table__empty">
                  {t('common.noData')}
                </td>
              </tr>
            ) : (
              shown.map((c) => {
                const on = selected.includes(c.record.id);
                return (
                  <tr key={c.record.id}>
                    {onSelect ? (
                      <td>
                        <input
                          type="checkbox"
                          checked={on}
                          disabled={!on && selected.length >= MAX_SELECTED}
                          onChange={(e) => toggle(c.record.id, e.target.checked)}
                          aria-label={`${t('matching.contrast')}: ${c.record.grade}`}
                          data-testid="candidate-select"
                        />
                      </td>
                    ) : null}
                    <th scope="row" className="intel-sticky">
                      <NavLink href={detailHref(c.record.type, c.record.id)} data-testid="candidate-grade">
                        {c.record.grade}
                      </NavLink>
                      <BandTag band={c.record.band} locale={locale} />
                    </th>
                    <td>{c.record.system || '—'}</td>
                    {requirements.map((_, i) => {
                      const check = c.checks[i];
                      return (
                        <td key={i} className="num">
                          {check ? (
                            <>
                              {check.actual === null ? '—' : formatNumber(check.actual, locale)}{' '}
                              <span className={STATUS_TAG[check.status]}>{check.status === 'unknown' ? t('matching.unknown') : pct(check.margin)}</span>
                            </>
                          ) : (
                            '—'
                          )}
                        </td>
                      );
                    })}
                    <td>
                      {c.failed === 0 && c.unknown === 0 ? (
                        <span className="tag tag--green">{t('matching.pass')}</span>
                      ) : c.failed ? (
                        <span className="tag tag--red">{t('matching.fail')}</span>
                      ) : (
                        <span className="tag">{t('matching.unknown')}</span>
                      )}
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {list.length > PAGE_SIZE ? <Pager page={page} pageSize={PAGE_SIZE} total={list.length} onChange={setPage} /> : null}
    </div>
  );
}
