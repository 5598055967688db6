'use client';
import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { boardApi } from '@/lib/api/intelligence';
import { BOARD_MAX, checkAddToBoard, removeFromBoard, type BoardItem } from '@/lib/intelligence/board';
import { useSession } from '@/lib/session/use-session';
import { useLooseT } from './use-loose-t';
import { BOARD_EVENT, announceBoard, readLocalBoard, writeLocalBoard } from './board-store';

/**
 * The comparison board with the spec's rules (2 to 6 records of one type): kept on the server
 * for signed-in users, in localStorage for visitors; every component using it stays in sync.
 */
export function useBoard() {
  const t = useLooseT('Intelligence');
  const { message } = App.useApp();
  const { signedIn } = useSession();
  const [items, setItems] = useState<BoardItem[]>([]);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const onChange = (e: Event) => setItems((e as CustomEvent<BoardItem[]>).detail);
    window.addEventListener(BOARD_EVENT, onChange);
    let alive = true;
    if (signedIn) {
      boardApi
        .get()
        .then((r) => alive && (setItems(r.items ?? []), setReady(true)))
        .catch(() => alive && setReady(true));
    } else {
      // Reading localStorage after mount keeps server and first client render identical.
      queueMicrotask(() => {
        if (!alive) return;
        setItems(readLocalBoard());
        setReady(true);
      });
    }
    return () => {
      alive = false;
      window.removeEventListener(BOARD_EVENT, onChange);
    };
  }, [signedIn]);

  const persist = useCallback(
    async (next: BoardItem[]) => {
      if (signedIn) {
        const r = await boardApi.save(next.map((i) => i.id));
        announceBoard(r.items);
        return r.items;
      }
      writeLocalBoard(next);
      return next;
    },
    [signedIn],
  );

  const add = useCallback(
    async (item: BoardItem): Promise<boolean> => {
      const current = signedIn ? items : readLocalBoard();
      const check = checkAddToBoard(current, item);
      if (!check.ok) {
        message.error(t(check.messageKey.replace('Intelligence.', '')));
        return false;
      }
      try {
        const next = signedIn ? (await boardApi.add(item.id)).items : [...current, item];
        if (signedIn) announceBoard(next);
        else writeLocalBoard(next);
        message.success(t('board.added', { n: next.length }));
        return true;
      } catch {
        return false;
      }
    },
    [items, signedIn, message, t],
  );

  const remove = useCallback(async (id: string) => persist(removeFromBoard(items, id)).catch(() => items), [items, persist]);
  const clear = useCallback(async () => {
    await persist([]).catch(() => undefined);
    message.success(t('board.cleared'));
  }, [persist, message, t]);
  const replace = useCallback(async (next: BoardItem[]) => persist(next.slice(0, BOARD_MAX)).catch(() => items), [items, persist]);

  return { items, ready, signedIn, add, remove, clear, replace };
}
