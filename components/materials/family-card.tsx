import { useFormatter, useTranslations } from 'next-intl';
import type { HotMaterial, MaterialFamily } from '@/lib/api/materials';
import { NavLink } from '@/components/layout/nav-link';
import { detailHref, SEARCH_PATH } from '@/lib/materials-ui/paths';

/** One family on the material home: record count from the database and its most viewed grades. */
export function FamilyCard({ family, total, hot }: { family: MaterialFamily; total: number | null; hot: HotMaterial[] }) {
  const t = useTranslations('MaterialPages');
  const format = useFormatter();
  return (
    <div className="mat-family-card" data-testid={`family-card-${family}`}>
      <h2 className="mat-family-card__title">{t(`families.${family}`)}</h2>
      <span className="mat-family-card__count" data-testid={`family-count-${family}`}>
        {total === null ? '—' : t('materialHome.records', { count: format.number(total) })}
      </span>
      <p className="mat-family-card__text">{t(`materialHome.familyText.${family}`)}</p>
      <div>
        <div className="mat-conditions__label">{t('materialHome.hotGrades')}</div>
        {hot.length ? (
          <ul className="mat-chips" style={{ marginTop: 6 }}>
            {hot.map((m) => (
              <li key={m.id}>
                <NavLink className="mat-chip" href={detailHref(m.family, m.id)}>
                  {m.grade}
                </NavLink>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mat-chip__count">{t('materialHome.noHotGrades')}</p>
        )}
      </div>
      <NavLink href={SEARCH_PATH[family]} className="button button--primary" data-testid={`enter-${family}`}>
        {t('materialHome.enter')}
      </NavLink>
    </div>
  );
}
