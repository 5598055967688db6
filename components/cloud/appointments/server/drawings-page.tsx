import { getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/layout/nav-link';
import { callHref } from '@/lib/api/client';
import { drawingCalls, type DrawingCard } from '@/lib/cloud/drawing-contract';
import { DRAWING_ITEMS, type DrawingItem } from '@/lib/cloud/drawings';
import type { Paged } from '@/lib/contract';

/**
 * /cloud/processingDrawings (issue 35): specimen drawings by test item and standard, the SVG as the
 * preview, PDF and SVG downloads, and the dimension table with each value's clause or demo label.
 * Plain server-rendered markup; the filter is one GET form.
 */
export async function DrawingsPage({ result, item, standard }: { result: Paged<DrawingCard>; item?: DrawingItem; standard?: string }) {
  const t = await getTranslations('CloudAppointments');
  return (
    <div className="page cloud-page" data-testid="drawings">
      <h1 className="section-title">{t('drawings.title')}</h1>
      <p className="cl-note">{t('drawings.lead')}</p>
      <form method="get" className="appt-filters">
        <select name="item" defaultValue={item ?? ''} aria-label={t('drawings.item')}>
          <option value="">{t('drawings.allItems')}</option>
          {DRAWING_ITEMS.map((i) => (
            <option key={i} value={i}>
              {t(`drawings.items.${i}`)}
            </option>
          ))}
        </select>
        <input name="standard" defaultValue={standard ?? ''} placeholder={t('drawings.standard')} aria-label={t('drawings.standard')} maxLength={40} />
        <button type="submit" className="button button--small">
          {t('ui.search')}
        </button>
      </form>
      {result.list.length === 0 && <p>{t('drawings.empty')}</p>}
      {result.list.map((d) => (
        <article key={d.id} className="appt-detail" data-testid={`drawing-${d.id}`}>
          <h2>{d.title}</h2>
          <p>
            {t(`drawings.items.${d.item}`)} · {d.standards.join(' / ')}
          </p>
          {/* eslint-disable-next-line @next/next/no-img-element -- the server's own SVG drawing, drawn on request */}
          <img src={callHref(drawingCalls.drawingDownload, { id: d.id, format: 'svg' })} alt={d.title} style={{ maxWidth: '100%', height: 'auto' }} loading="lazy" />
          <table className="data-table">
            <thead>
              <tr>
                <th>{t('drawings.symbol')}</th>
                <th>{t('drawings.value')}</th>
                <th>{t('drawings.source')}</th>
              </tr>
            </thead>
            <tbody>
              {d.dimensions.map((x) => (
                <tr key={x.key}>
                  <td>{x.symbol}</td>
                  <td>
                    {x.value} {x.unit}
                    {x.rule && <span className="appt-muted"> ({x.rule})</span>}
                  </td>
                  <td>{x.demo ? <span className="tag tag--orange">{t('drawings.demo')}</span> : x.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="appt-actions">
            <a className="button button--small" href={callHref(drawingCalls.drawingDownload, { id: d.id, format: 'pdf' })} download data-testid={`drawing-pdf-${d.id}`}>
              {t('drawings.pdf')}
            </a>
            <a className="button button--small" href={callHref(drawingCalls.drawingDownload, { id: d.id, format: 'svg' })} download>
              {t('drawings.svg')}
            </a>
            <NavLink href={`/cloud/testerList`}>{t('drawings.findLab')}</NavLink>
          </p>
        </article>
      ))}
    </div>
  );
}
