'use client';
import type { BoardItem } from '@/lib/intelligence/board';
import { NavLink } from '@/components/layout/nav-link';
import { useBoard } from './use-board';
import { matchingHref } from '@/lib/intelligence/paths';
import { useLooseT } from '@/components/ui/use-loose-t';

/**
 * "Add to comparison" for search rows and detail pages (refused with the spec's messages);
 * with `similarHref`, also a link to the record's counterparts and similar materials.
 */
export function AddToBoardButton({ item, size, similarHref }: { item: BoardItem; size?: 'small' | 'middle'; similarHref?: boolean }) {
  const t = useLooseT('Intelligence');
  const { items, ready, add } = useBoard();
  const inBoard = items.some((i) => i.id === item.id);
  return (
    <>
      {/* Disabled until the board is known (after hydration): a cached page is clickable before that. */}
      <button type="button" className={`button${size === 'small' ? ' button--small' : ''}`} onClick={() => add(item)} disabled={inBoard || !ready} data-testid="add-to-board">
        {inBoard ? t('board.inBoard') : t('board.add')}
      </button>
      {similarHref ? (
        <NavLink className="button" href={matchingHref(item.id, item.grade)} data-testid="similar-link">
          {t('matching.showSimilar')}
        </NavLink>
      ) : null}
      <NavLink href="/mind/mindCompare" data-testid="board-link">
        {t('board.title')} ({items.length}/6)
      </NavLink>
    </>
  );
}
