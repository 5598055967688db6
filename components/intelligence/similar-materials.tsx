'use client';
import { useLocale } from 'next-intl';
import { useState } from 'react';
import { useCall } from '@/lib/api/use-call';
import type { SimilarItem, SimilarList } from '@/lib/intelligence/contract';
import { intelligenceCalls } from '@/lib/api/calls/intelligence';
import { NavLink } from '@/components/layout/nav-link';
import { detailHref } from '@/lib/materials/paths';
import { formatNumber } from '@/lib/materials/units';
import { TARGET_SYSTEMS } from './target-systems';
import { Loading } from './loading';
import { PlainTable } from './plain-table';
import { useLooseT } from '@/components/ui/use-loose-t';

interface Props {
  id: string;
  grade: string;
  /** The list for the default filters (all systems, properties on), read on the server with the page. */
  initial: SimilarList | null;
}

/** Similar materials of one record, with the element and property differences behind each score. */
export function SimilarMaterials({ id, grade, initial }: Props) {
  const t = useLooseT('Intelligence');
  const [system, setSystem] = useState('');
  const [useProperties, setUseProperties] = useState(true);
  const locale = useLocale();
  const fmt = (v: number | null) => (v === null ? '—' : formatNumber(v, locale, 3));
  // The page brought the default list; other filters are asked for when chosen.
  const asDefault = !system && useProperties && initial !== null;
  const { data, error } = useCall(intelligenceCalls.similar, asDefault ? null : { id, system: system || undefined, useProperties, limit: 10 });
  const list: SimilarItem[] | null = asDefault ? initial.list : error ? [] : (data?.list ?? null);

  return (
    <section className="intel-card" data-testid="similar-materials" aria-labelledby="similar-title">
      <div className="intel-toolbar">
        <h2 className="intel-h2" id="similar-title">
          {t('matching.similarOf', { grade })}
        </h2>
        <div className="intel-form">
          <select className="intel-control" aria-label={t('matching.similarSystem')} value={system} onChange={(e) => setSystem(e.target.value)} data-testid="similar-system">
            <option value="">{t('common.allSystems')}</option>
            {TARGET_SYSTEMS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          <label className="intel-check">
            <input type="checkbox" checked={useProperties} onChange={(e) => setUseProperties(e.target.checked)} /> {t('matching.useProperties')}
          </label>
        </div>
      </div>
      <p className="intel-muted">{t('matching.similarHelp')}</p>
      {list === null ? (
        <Loading />
      ) : (
        <PlainTable
          columns={4}
          head={
            <>
              <th scope="col">{t('common.grade')}</th>
              <th scope="col">{t('common.system')}</th>
              <th scope="col" className="num">
                {t('common.score')}
              </th>
              <th scope="col">{t('matching.differences')}</th>
            </>
          }
          rows={list}
          rowKey={(r) => r.record.id}
          empty={t('common.noData')}
          cells={(r) => (
            <>
              <th scope="row">
                <NavLink href={detailHref(r.record.type, r.record.id)}>{r.record.grade}</NavLink>
              </th>
              <td>{r.record.system}</td>
              <td className="num">
                <strong data-testid="similar-score">{formatNumber(r.score, locale, 1, 1)}</strong>
              </td>
              <td>
                <span className="intel-tags">
                  {r.elements.slice(0, 4).map((e) => (
                    <span key={e.element} className="tag">{`${e.element} ${fmt(e.reference)}→${fmt(e.candidate)} (−${formatNumber(e.penalty, locale, 2)})`}</span>
                  ))}
                  {r.properties.slice(0, 3).map((p) => (
                    <span key={p.property} className="tag tag--purple">{`${t(`properties.${p.property}`)} ${fmt(p.reference)}→${fmt(p.candidate)}`}</span>
                  ))}
                </span>
              </td>
            </>
          )}
        />
      )}
    </section>
  );
}
