'use client';
import { BOARD_MIN } from '@/lib/intelligence/board';
import { NavLink } from '@/components/layout/nav-link';
import { useLooseT } from '@/components/ui/use-loose-t';

/** The way to the comparison, offered once the board holds enough records to compare (spec section 5). */
export function BoardCompareLink({ count }: { count: number }) {
  const t = useLooseT('Intelligence');
  if (count < BOARD_MIN) return null;
  return (
    <NavLink href="/mind/mindCompare" className="button button--primary" data-testid="board-compare-link">
      {t('board.goCompare', { n: count })}
    </NavLink>
  );
}
