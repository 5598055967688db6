import { useLocale, useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import { DataText } from '@/components/ui/data-text';
import type { DataSetView } from '@/lib/market/contract';
import { productHref } from '@/lib/market/paths';
import { foreignLanguage } from '@/lib/i18n/text-language';
import { withUnit } from '@/lib/units';

/**
 * The data set behind a product (issue 37, /zhj/dataSet and the product page): fields with units,
 * row count, the first rows (none for a link-only set), licence and citation as the source writes
 * them (English only, marked as such on the Chinese page), the source address and its products. An
 * R&D data set shows its owner and the link to the R&D record it was made from (traceability) instead.
 */
export function DataSetSections({ set, withProducts = false }: { set: DataSetView; withProducts?: boolean }) {
  const t = useTranslations('Market.dataSet');
  const tm = useTranslations('Market');
  const locale = useLocale();
  return (
    <>
      <section className="mkt-section" data-testid="dataset-licence">
        <h2>{t('licence')}</h2>
        <dl className="mkt-facts">
          <dt>{t('redistribution')}</dt>
          <dd data-testid="dataset-redistribution">{t(`redistributions.${set.redistribution}`)}</dd>
          <dt>{t('licence')}</dt>
          <dd>{set.seller ? set.licence : <DataText text={set.licence} lang="en" />}</dd>
          <dt>{t('citation')}</dt>
          <dd>{set.seller ? set.citation : <DataText text={set.citation} lang="en" />}</dd>
          {set.seller ? (
            <>
              <dt>{tm('rd.origin')}</dt>
              <dd data-testid="dataset-rd-origin">
                {tm('rd.seller', { owner: set.seller.name })} ·{' '}
                <NavLink href={`/allServer/${set.seller.researchDataId}`} data-testid="dataset-rd-trace">
                  {tm('rd.trace')}
                </NavLink>
              </dd>
            </>
          ) : set.sourceUrl && (
            <>
              <dt>{t('source')}</dt>
              <dd>
                <a href={set.sourceUrl} rel="noopener noreferrer nofollow" target="_blank">
                  {set.sourceUrl}
                </a>
              </dd>
            </>
          )}
          <dt>{t('rowCount')}</dt>
          <dd data-testid="dataset-rows">{set.rowCount}</dd>
        </dl>
      </section>
      <section className="mkt-section">
        <h2>{t('fields')}</h2>
        <div className="data-table-wrap">
          <table className="data-table data-table--middle" data-testid="dataset-fields">
            <thead>
              <tr>
                <th>{t('field')}</th>
                <th>{t('unit')}</th>
              </tr>
            </thead>
            <tbody>
              {set.fields.map((f) => (
                <tr key={f.name}>
                  <td>{f.label}</td>
                  <td>{f.unit ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="mkt-section">
        <h2>{t('sample')}</h2>
        {set.sample.length === 0 ? (
          <p className="mkt-note" data-testid="dataset-no-sample">
            {t('sampleNone')}
          </p>
        ) : (
          <div className="data-table-wrap">
            <table className="data-table data-table--middle mkt-sample" data-testid="dataset-sample">
              <thead>
                <tr>
                  {set.fields.map((f) => (
                    <th key={f.name}>{withUnit(f.label, f.unit, locale)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {set.sample.map((row, i) => (
                  <tr key={i}>
                    {set.fields.map((f, j) => {
                      // The full text of a cut cell is its title, marked with the cell's language as the cell is.
                      const foreign = foreignLanguage(row[j] ?? '', locale);
                      return (
                        <td key={f.name} title={row[j] ?? ''} lang={foreign ? (foreign === 'zh' ? 'zh-CN' : 'en') : undefined}>
                          <DataText text={row[j] ?? ''} />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {withProducts && set.products.length > 0 && (
        <section className="mkt-section">
          <h2>{t('products')}</h2>
          <ul>
            {set.products.map((p) => (
              <li key={p.id}>
                <NavLink href={productHref(p.id)}>{p.title}</NavLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
