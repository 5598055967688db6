'use client';
import { DataText } from '@/components/ui/data-text';
import { useLocale } from 'next-intl';
import type { WeldingAdviceOut, WeldingChoiceOut } from '@/lib/intelligence/contract';
import { NavLink } from '@/components/layout/nav-link';
import { detailHref } from '@/lib/materials/paths';
import { formatNumber } from '@/lib/materials/units';
import { SourcesList } from './sources-list';
import { useLooseT } from '@/components/ui/use-loose-t';

function ChoiceTable({ list, testId }: { list: WeldingChoiceOut[]; testId: string }) {
  const t = useLooseT('Intelligence');
  const locale = useLocale();
  return (
    <div className="data-table-wrap">
      <table className="data-table" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t('welding.classification')}</th>
            <th scope="col">{t('welding.cnBrand')}</th>
            <th scope="col">{t('common.standard')}</th>
            <th scope="col">{t('welding.depositRm')}</th>
            <th scope="col">{t('welding.rule')}</th>
            <th scope="col">{t('common.source')}</th>
          </tr>
        </thead>
        <tbody>
          {list.length === 0 ? (
            <tr>
              <td colSpan={6} className="data-table__empty">
                {t('welding.noneFound')}
              </td>
            </tr>
          ) : (
            list.map((c) => (
              <tr key={c.record.id}>
                <td>
                  <NavLink href={detailHref('welding', c.record.id)} data-testid="consumable">
                    {c.classification}
                  </NavLink>
                </td>
                <td>{c.cnBrand ?? '—'}</td>
                <td>{c.standard}</td>
                <td className="num">{c.tensileMin ? `≥${formatNumber(c.tensileMin, locale)} MPa` : '—'}</td>
                <td>
                  <span data-testid="weld-rule">
                    {t(`welding.rules.${c.rule}`, c.values)}
                    {c.checks.map((k) => (
                      <span key={k.rule}>; {t(`welding.rules.${k.rule}`, k.values)}</span>
                    ))}
                    {c.listed ? <span className="tag tag--blue intel-best-tag">{t('welding.listedIn', { id: c.listed.id })}</span> : null}
                  </span>
                </td>
                <td>
                  <SourcesList sources={c.listed ? [...new Set([...c.listed.sources, ...c.sources])] : c.sources} confidence={c.listed?.confidence ?? c.confidence} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Recommended consumables, alternatives and what to avoid, each with its rule and source. */
export function WeldingResults({ advice }: { advice: WeldingAdviceOut }) {
  const t = useLooseT('Intelligence');
  return (
    <div className="intel-stack" data-testid="welding-results">
      <p>
        {t('welding.joint')}: {advice.bases.map((b) => b.grade).join(' + ')} · {t(advice.joint === 'dissimilar' ? 'welding.dissimilarJoint' : 'welding.similarJoint')} · {t(`welding.processes.${advice.process}`)}
      </p>
      <section className="intel-card" aria-labelledby="weld-rule-heading" data-testid="weld-rule-explain">
        <h3 className="intel-h3" id="weld-rule-heading">
          {t('welding.ruleHeading')}
        </h3>
        {t.has(`welding.ruleExplain.${advice.rule}`) ? <p className="intel-rule-explain">{t(`welding.ruleExplain.${advice.rule}`)}</p> : null}
        {advice.selection.length ? (
          <ul className="intel-rule-rows" aria-label={t('welding.selectionHeading')} data-testid="weld-selection">
            {advice.selection.map((r) => (
              <li key={r.id} data-testid="weld-selection-row">
                <strong>{t('welding.selectionRow', { id: r.id })}</strong>: {t.has(`welding.selection.${r.id}`) ? t(`welding.selection.${r.id}`) : r.id}
                <SourcesList sources={r.sources} confidence={r.confidence} />
              </li>
            ))}
          </ul>
        ) : null}
        <p className="intel-muted intel-rule-explain">{t('welding.processFilter', { process: t(`welding.processes.${advice.process}`) })}</p>
      </section>
      {advice.warnings.map((w) => (
        <p key={w} className="intel-notice intel-notice--warning" role="note">
          {t(w.replace('Intelligence.', ''))}
        </p>
      ))}
      <h3 className="intel-h3">{t('welding.recommended')}</h3>
      <ChoiceTable list={advice.recommended} testId="weld-recommended" />
      {advice.alternatives.length ? (
        <>
          <h3 className="intel-h3">{t('welding.alternatives')}</h3>
          <ChoiceTable list={advice.alternatives} testId="weld-alternatives" />
        </>
      ) : null}
      {advice.avoid.length ? (
        <>
          <h3 className="intel-h3">{t('welding.avoid')}</h3>
          <ChoiceTable list={advice.avoid} testId="weld-avoid" />
        </>
      ) : null}
      {advice.notes.length ? (
        <p className="intel-muted">
          {t('welding.notes')}:{' '}
          {advice.notes.map((n, i) => (
            <span key={n}>
              {i > 0 ? ' · ' : ''}
              <DataText text={n} />
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
