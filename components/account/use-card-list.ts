'use client';
import { App } from 'antd';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';

/**
 * State of a personal-centre card list (addresses, invoice titles): loading, failure, the record
 * being edited, and the save / row-action calls that toast and reload. Failures are already
 * toasted by the API client.
 */
export function useCardList<T>(fetchList: () => Promise<unknown>) {
  const t = useTranslations();
  const { message } = App.useApp();
  const [list, setList] = useState<T[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    fetchList()
      .then((rows) => {
        setList(Array.isArray(rows) ? (rows as T[]) : []);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, [fetchList]);
  useEffect(load, [load]);

  async function save(call: () => Promise<unknown>) {
    setBusy(true);
    try {
      await call();
      message.success(t('Account.saved'));
      setEditing(null);
      load();
    } catch {
      /* toast shown */
    } finally {
      setBusy(false);
    }
  }

  async function act(call: Promise<unknown>, done: string) {
    try {
      await call;
      message.success(done);
      load();
    } catch {
      /* toast shown */
    }
  }

  return { list, failed, load, editing, setEditing, busy, save, act };
}
