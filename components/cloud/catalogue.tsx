import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import type { CatalogueItem } from '@/lib/cloud/contract';
import { useMoney } from '@/components/commerce/money';
import { DETECTION_CATEGORIES, PREPARATION_CATEGORIES, type ItemParam } from '@/lib/cloud/types';
import { CloudNav } from './cloud-nav';
import { Standards } from './standards';

/** An item's parameter as the catalogue shows it: its options, or its range and unit. */
export function ParamSummary({ param }: { param: ItemParam }) {
  const t = useTranslations('Cloud');
  const range = param.type === 'number' ? `${param.min ?? '…'} – ${param.max ?? '…'}${param.unit ? ` ${param.unit}` : ''}` : (param.options ?? []).map((o) => t(`options.${param.key}.${o}` as 'options.notch.V')).join(' / ');
  return (
    <li>
      {t(`params.${param.key}` as 'params.temperature')}: {range}
    </li>
  );
}

/**
 * /cloud/cloudCheck and /cloud/cloudServer (issue 15 item 1): the detection items or the
 * preparation services by category, with standards, sample requirements, parameters and who offers
 * them from which price and cycle.
 */
export function Catalogue({ kind, items }: { kind: 'detection' | 'preparation'; items: CatalogueItem[] }) {
  const t = useTranslations('Cloud');
  const money = useMoney();
  const categories = kind === 'detection' ? DETECTION_CATEGORIES : PREPARATION_CATEGORIES;
  return (
    <div className="page" data-testid={`catalogue-${kind}`}>
      <CloudNav current={kind === 'detection' ? 'check' : 'server'} />
      <h1 className="section-title">{t(`catalogue.${kind}Title`)}</h1>
      <p className="cl-note">{t(`catalogue.${kind}Lead`)}</p>
      {kind === 'detection' && <DrawingsLink />}
      <nav className="cl-meta" aria-label={t('catalogue.categories')}>
        {categories.map((c) => (
          <a key={c} href={`#${c}`} className="tag">
            {t(`categories.${c}`)}
          </a>
        ))}
      </nav>
      {items.length === 0 && <p className="cl-card cl-empty">{t('catalogue.empty')}</p>}
      {categories.map((c) => {
        const list = items.filter((i) => i.category === c);
        if (!list.length) return null;
        return (
          <section key={c} id={c} className="cl-section">
            <h2>{t(`categories.${c}`)}</h2>
            <ul className="cl-grid">
              {list.map((i) => (
                <li key={i.id} className="cl-card" data-testid="catalogue-item" data-code={i.code}>
                  <h3 className="cl-title">{i.name}</h3>
                  <Standards standards={i.standards} />
                  <p className="cl-note">
                    {t('catalogue.sample')}: {i.sample}
                  </p>
                  {i.params.length > 0 && (
                    <ul className="cl-standards">
                      {i.params.map((p) => (
                        <ParamSummary key={p.key} param={p} />
                      ))}
                    </ul>
                  )}
                  <div className="cl-meta">
                    {i.minPriceFen !== null ? (
                      <span className="cl-price">
                        {t('lab.fromPrice', { price: money(i.minPriceFen) })}
                        {t(`perUnit.${i.unit}`)}
                      </span>
                    ) : null}
                    {i.minCycleDays !== null && <span>{t('lab.fromCycle', { count: i.minCycleDays })}</span>}
                    <NavLink href={`/cloud/testerList?itemId=${i.id}&sort=priceAsc`} data-testid="item-labs">
                      {t('catalogue.labs', { count: i.labCount })}
                    </NavLink>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** The specimen drawings (issue 35), linked from the detection catalogue. */
function DrawingsLink() {
  const t = useTranslations('CloudAppointments');
  return (
    <p className="cl-note">
      <NavLink href="/cloud/processingDrawings" data-testid="drawings-link">
        {t('drawings.link')}
      </NavLink>
    </p>
  );
}
