import { useFormatter, useTranslations } from 'next-intl';
import type { CommonGrade, HotMaterial, MaterialFamily } from '@/lib/materials/contract';
import { NavLink } from '@/components/layout/nav-link';
import { detailHref, SEARCH_PATH } from '@/lib/materials/paths';

/**
 * One family on the material home: record count from the database and its most viewed grades,
 * or, while nothing has been viewed or searched, its commonly referenced grades (labelled so).
 */
export function FamilyCard({ family, total, hot, common = [] }: {
  family: MaterialFamily;
  total: number | null;
  hot: HotMaterial[];
  common?: CommonGrade[];
}) {
  const t = useTranslations('MaterialPages');
  const format = useFormatter();
  const showCommon = !hot.length && common.length > 0;
  const grades = showCommon ? common : hot;
  return (
    <div className="mat-family-card" data-testid={`family-card-${family}`}>
      <h2 className="mat-family-card__title">{t(`families.${family}`)}</h2>
      <span className="mat-family-card__count" data-testid={`family-count-${family}`}>
        {total === null ? '—' : t('materialHome.records', { count: format.number(total) })}
      </span>
      <p className="mat-family-card__text">{t(`materialHome.familyText.${family}`)}</p>
      <div data-testid={`family-grades-${family}`} data-basis={showCommon ? 'common' : 'hot'}>
        <div className="mat-conditions__label">{t(showCommon ? 'materialHome.commonGrades' : 'materialHome.hotGrades')}</div>
        {showCommon ? <p className="mat-chip__count">{t('materialHome.commonGradesNote')}</p> : null}
        {grades.length ? (
          <ul className="mat-chips" style={{ marginTop: 6 }}>
            {grades.map((m) => (
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
