'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/plain/toast';
import { HasPermission } from '@/components/permission/has-permission';
import { request } from '@/lib/api/client';
import { useCall } from '@/lib/api/use-call';
import { PERMISSIONS } from '@/lib/session/permissions';
import { materialCalls } from '@/lib/api/calls/materials';
import type { HotKeywordAdminRow } from '@/lib/materials/activity-types';
import { HOT_KEYWORD_MIN_COUNT } from '@/lib/materials/hot-keywords';

/**
 * The hot keywords' block list for administrators (issue 29, item 12), on /hotSearch: every counted
 * keyword, whether visitors see it, and a button to block or unblock it. Shown to sessions holding
 * admin:console; the server decides again (keywordAdmin and blockKeyword need that permission).
 */
export function HotKeywordAdmin() {
  return (
    <HasPermission code={PERMISSIONS.administration}>
      <KeywordTable />
    </HasPermission>
  );
}

function KeywordTable() {
  const t = useTranslations('MaterialPages.hotAdmin');
  const list = useCall(materialCalls.keywordAdmin, { limit: 100 });
  const [changed, setChanged] = useState<Record<string, boolean>>({});
  const rows: HotKeywordAdminRow[] = (list.data ?? []).map((r) => (r.keyword in changed ? { ...r, blocked: changed[r.keyword], shown: changed[r.keyword] ? false : r.shown } : r));
  const [busy, setBusy] = useState<string | null>(null);

  const toggle = async (row: HotKeywordAdminRow) => {
    setBusy(row.keyword);
    try {
      const done = await request(materialCalls.blockKeyword, { keyword: row.keyword, blocked: !row.blocked });
      setChanged((c) => ({ ...c, [row.keyword]: done.blocked }));
      toast.success(t('done'));
    } catch {
      // The client has shown the refusal.
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="mat-card" aria-labelledby="hot-admin-title" data-testid="hot-keyword-admin">
      <h2 className="mat-card__title" id="hot-admin-title">
        {t('title')}
      </h2>
      <p className="mat-chip__count">{t('help', { min: HOT_KEYWORD_MIN_COUNT })}</p>
      <div className="data-table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t('keyword')}</th>
              <th scope="col" className="num">
                {t('count')}
              </th>
              <th scope="col">{t('state')}</th>
              <th scope="col">
                <span className="sr-only">{t('block')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.family}-${r.keyword}`} data-testid="hot-admin-row">
                <td>
                  <code>{r.keyword}</code>
                </td>
                <td className="num">{r.count}</td>
                <td>{r.blocked ? <span className="tag tag--red">{t('blocked')}</span> : r.shown ? <span className="tag tag--green">{t('shown')}</span> : <span className="tag">{t('hidden')}</span>}</td>
                <td>
                  <button type="button" className="button" disabled={busy === r.keyword} onClick={() => void toggle(r)} data-testid="hot-admin-toggle">
                    {r.blocked ? t('unblock') : t('block')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
