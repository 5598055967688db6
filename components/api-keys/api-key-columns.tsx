'use client';
import { useTranslations } from 'next-intl';
import type { ApiKeyView } from '@/lib/api-keys/contract';
import type { DataColumn } from '@/components/ui/plain/data-table';
import { useDateTime } from '@/components/ui/use-date-time';

/** The columns of the keys' table: name, prefix, scopes, today's calls, created, last used, status, actions. */
export function useApiKeyColumns(actions: { onCalls: (key: ApiKeyView) => void; onRevoke: (key: ApiKeyView) => void }): DataColumn<ApiKeyView>[] {
  const t = useTranslations('ApiKeys');
  const dateText = useDateTime();
  return [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_: unknown, k) => (
        <span>
          {k.name}
          {k.kind === 'company' ? ` (${t('kind.company')})` : ''}
        </span>
      ),
    },
    { key: 'prefix', title: t('columns.prefix'), render: (_: unknown, k) => <code className="api-keys__prefix">{k.prefix}…</code> },
    { key: 'scopes', title: t('columns.scopes'), render: (_: unknown, k) => k.scopes.map((s) => t(`scopes.${s}`)).join(', ') },
    { key: 'quota', title: t('columns.quota'), render: (_: unknown, k) => `${t('usage', { used: k.usedToday, quota: k.perDay })} · ${t(`tier.${k.tier}`)}` },
    { key: 'created', title: t('columns.created'), render: (_: unknown, k) => dateText(k.createdAt) },
    { key: 'lastUsed', title: t('columns.lastUsed'), render: (_: unknown, k) => (k.lastUsedAt ? dateText(k.lastUsedAt) : t('never')) },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_: unknown, k) => (k.revokedAt ? <span className="api-keys__revoked">{t('status.revoked')}</span> : t('status.active')),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_: unknown, k) => (
        <span className="api-keys__actions">
          <button type="button" className="button button--small" onClick={() => actions.onCalls(k)} data-testid={`api-key-calls-${k.id}`}>
            {t('calls.button')}
          </button>
          {k.revokedAt ? null : (
            <button type="button" className="button button--small button--danger" onClick={() => actions.onRevoke(k)} data-testid={`api-key-revoke-${k.id}`}>
              {t('revoke.button')}
            </button>
          )}
        </span>
      ),
    },
  ];
}
