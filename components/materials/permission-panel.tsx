'use client';
import { useTranslations } from 'next-intl';
import { useViewer } from './viewer-detail';

/** The permission tab: what a visitor, a signed-in user and a VIP see, as decided by the server. */
export function PermissionPanel() {
  const t = useTranslations('MaterialPages.permission');
  const { permission } = useViewer();
  return (
    <div data-testid="permission-panel">
      <p>{t('intro')}</p>
      <p>
        <span className="tag tag--blue" data-testid="viewer-level" data-level={permission.level}>
          {t('yourLevel', { level: t(`levels.${permission.level}`) })}
        </span>
      </p>
      <div className="mat-side-grid mat-permission-grid">
        {permission.rules.map((rule) => (
          <section key={rule.level} className={`mat-card${rule.level === permission.level ? ' mat-card--current' : ''}`} aria-current={rule.level === permission.level ? 'true' : undefined}>
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
