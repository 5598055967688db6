'use client';
import { Tag } from 'antd';
import '@/styles/antd/tag.css';
import { useTranslations } from 'next-intl';
import type { PermissionInfo } from '@/lib/materials/contract';

/** The permission tab: what a visitor, a signed-in user and a VIP see, as decided by the server. */
export function PermissionPanel({ permission }: { permission: PermissionInfo }) {
  const t = useTranslations('MaterialPages.permission');
  return (
    <div data-testid="permission-panel">
      <p>{t('intro')}</p>
      <p>
        <Tag color="blue" data-testid="viewer-level" data-level={permission.level}>
          {t('yourLevel', { level: t(`levels.${permission.level}`) })}
        </Tag>
      </p>
      <div className="mat-side-grid" style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
        {permission.rules.map((rule) => (
          <section key={rule.level} className={`mat-card${rule.level === permission.level ? ' mat-card--current' : ''}`}>
            <h3 className="mat-card__title">{rule.label || t(`levels.${rule.level}`)}</h3>
            <ul>
              {rule.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
