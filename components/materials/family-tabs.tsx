import { useTranslations } from 'next-intl';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { NavLink } from '@/components/layout/nav-link';
import { MATERIAL_FAMILIES, type MaterialFamily } from '@/lib/materials/contract';
import { Link } from '@/lib/i18n/navigation';
import { SEARCH_PATH } from '@/lib/materials/paths';

type LinkLike = ComponentType<{ href: string; className?: string; children: ReactNode; 'aria-current'?: 'page'; 'data-testid'?: string }>;

function Tabs({ active, LinkAs }: { active: MaterialFamily; LinkAs: LinkLike }) {
  const t = useTranslations('MaterialPages');
  return (
    <nav className="mat-family-tabs" aria-label={t('search.family')}>
      {MATERIAL_FAMILIES.map((f) => (
        <LinkAs
          key={f}
          href={SEARCH_PATH[f]}
          className={`mat-family-tab${f === active ? ' mat-family-tab--active' : ''}`}
          aria-current={f === active ? 'page' : undefined}
          data-testid={`family-${f}`}
        >
          {t(`families.${f}`)}
        </LinkAs>
      ))}
    </nav>
  );
}

/**
 * Links between the three family search screens (the "family" condition). The prerendered
 * HTML carries plain links; the cxl-aware links take over in the browser.
 */
export function FamilyTabs({ active }: { active: MaterialFamily }) {
  return (
    <Suspense fallback={<Tabs active={active} LinkAs={Link as unknown as LinkLike} />}>
      <Tabs active={active} LinkAs={NavLink as unknown as LinkLike} />
    </Suspense>
  );
}
