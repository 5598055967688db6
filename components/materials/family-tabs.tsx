import { useTranslations } from 'next-intl';
import { NavLink } from '@/components/layout/nav-link';
import type { MaterialFamily } from '@/lib/api/materials';
import { FAMILIES, SEARCH_PATH } from '@/lib/materials-ui/paths';

/** Links between the three family search screens (the "family" condition). */
export function FamilyTabs({ active }: { active: MaterialFamily }) {
  const t = useTranslations('MaterialPages');
  return (
    <nav className="mat-family-tabs" aria-label={t('search.family')}>
      {FAMILIES.map((f) => (
        <NavLink
          key={f}
          href={SEARCH_PATH[f]}
          className={`mat-family-tab${f === active ? ' mat-family-tab--active' : ''}`}
          aria-current={f === active ? 'page' : undefined}
          data-testid={`family-${f}`}
        >
          {t(`families.${f}`)}
        </NavLink>
      ))}
    </nav>
  );
}
