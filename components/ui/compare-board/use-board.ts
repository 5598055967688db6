'use client';
import { useCallback, useSyncExternalStore } from 'react';
import { useCall, useCallMutation } from '@/lib/api/use-call';
import { BOARD_MAX, checkAddToBoard, removeFromBoard, type BoardItem } from '@/lib/intelligence/board';
import { intelligenceCalls as calls } from '@/lib/api/calls/intelligence';
import { useSession } from '@/lib/session/use-session';
import { toast } from '@/components/ui/plain/toast';
import { useLooseT } from '@/components/ui/use-loose-t';
import { NO_ITEMS, readLocalBoard, subscribeLocalBoard, writeLocalBoard } from './board-store';

const noItems = () => NO_ITEMS;

/**
 * The comparison board with the spec's rules (2 to 6 records of one type): kept on the server
 * for signed-in users (one SWR entry that every component using the board shares), in
 * localStorage for visitors (read as an external store); every component using it stays in sync.
 */
export function useBoard() {
  const t = useLooseT('Intelligence');
  const session = useSession();
  const signedIn = session.signedIn;
  const server = useCall(calls.boardGet, signedIn ? {} : null, { keepPreviousData: false });
  const local = useSyncExternalStore(subscribeLocalBoard, readLocalBoard, noItems);
  const saveCall = useCallMutation(calls.boardSave);
  const addCall = useCallMutation(calls.boardAdd);
  const items = signedIn ? (server.data?.items ?? NO_ITEMS) : local;
  const ready = session.ready && (!signedIn || server.data !== undefined || server.error !== undefined);
  const { mutate } = server;
  const { trigger: save } = saveCall;
  const { trigger: addOne } = addCall;

  const persist = useCallback(
    async (next: BoardItem[]) => {
      if (signedIn) {
        const saved = await save({ ids: next.map((i) => i.id) });
        await mutate(saved, { revalidate: false });
        return saved.items;
      }
      writeLocalBoard(next);
      return next;
    },
    [signedIn, save, mutate],
  );

  const add = useCallback(
    async (item: BoardItem): Promise<boolean> => {
      const current = signedIn ? items : readLocalBoard();
      const check = checkAddToBoard(current, item);
      if (!check.ok) {
        toast.error(t(check.messageKey.replace('Intelligence.', '')));
        return false;
      }
      try {
        let next: BoardItem[];
        if (signedIn) {
          const saved = await addOne({ id: item.id });
          await mutate(saved, { revalidate: false });
          next = saved.items;
        } else {
          next = [...current, item];
          writeLocalBoard(next);
        }
        toast.success(t('board.added', { n: next.length }));
        return true;
      } catch {
        return false;
      }
    },
    [items, signedIn, addOne, mutate, t],
  );

  const remove = useCallback(async (id: string) => persist(removeFromBoard(items, id)).catch(() => items), [items, persist]);
  const clear = useCallback(async () => {
    await persist([]).catch(() => undefined);
    toast.success(t('board.cleared'));
  }, [persist, t]);
  const replace = useCallback(async (next: BoardItem[]) => persist(next.slice(0, BOARD_MAX)).catch(() => items), [items, persist]);

  return { items, ready, signedIn, add, remove, clear, replace };
}
