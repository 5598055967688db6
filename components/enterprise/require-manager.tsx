'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PERMISSIONS, roleHasPermission } from '@/lib/session/permissions';
import { useSession } from '@/lib/session/use-session';

/**
 * The editing screens of the company (company:manage). The role is a display hint read from the session, which the
 * server reloads from the database: after a transfer the old administrator sees this at once; the calls decide.
 */
export function RequireManager({ children }: { children: ReactNode }) {
  const t = useTranslations('Enterprise.screens');
  const { ready, userType } = useSession();
  if (!ready) return null;
  if (!roleHasPermission(userType ?? '', PERMISSIONS.companyManage)) {
    return (
      <div className="status-page" role="alert" data-testid="enterprise-denied">
        <p className="status-page__title">{t('denied')}</p>
      </div>
    );
  }
  return children;
}
