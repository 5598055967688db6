'use client';
import { useState } from 'react';
import { toast } from '@/components/ui/plain/toast';
import { useCall } from '@/lib/api/use-call';
import { checkComparison } from '@/lib/intelligence/board';
import { comparisonCalls } from '@/lib/api/calls/intelligence';
import type { MaterialFamily } from '@/lib/materials/family-names';
import { BoardPanel } from './board-panel';
import { CompareActions } from './compare-actions';
import { CompareChart } from './compare-chart';
import { CompareTable } from './compare-table';
import { SignInPrompt } from './sign-in-prompt';
import { ThicknessField } from './thickness-note';
import { Loading } from './loading';
import { useBoard } from '@/components/ui/compare-board/use-board';
import { useLooseT } from '@/components/ui/use-loose-t';

/**
 * /mind/mindCompare without a shared link: the reader's board (this browser's, or the account's),
 * compared as soon as it holds 2 to 6 records of one type; the table, chart, exports and share link.
 * A shared link (`?type=steel&ids=…`) is rendered on the server instead (shared-comparison.tsx).
 */
export function CompareView() {
  const t = useLooseT('Intelligence');
  const board = useBoard();
  const family: MaterialFamily = board.items[0]?.type ?? 'steel';
  const ids = board.items.map((i) => i.id);
  const check = checkComparison(ids.map(() => ({ type: family })));
  /** Product thickness in mm for the thickness-banded values; empty = each grade's thinnest band. */
  const [thickness, setThickness] = useState('');
  const asked = thickness.trim() === '' ? undefined : Number(thickness);
  // Comparison is for registered users (issue 29, item 9): a visitor's board is kept, not compared.
  const input = check.ok && board.ready && board.signedIn ? { ids, ...(asked !== undefined ? { thickness: asked } : {}) } : null;
  // The previous table stays while the next loads; a failure (toasted by the client) shows none.
  const comparison = useCall(comparisonCalls[family], input);
  const table = input && !comparison.error ? (comparison.data ?? null) : null;
  const loading = input !== null && comparison.isLoading;

  const visitor = board.ready && !board.signedIn;
  const compare = () => {
    if (!check.ok) toast.error(t(check.messageKey.replace('Intelligence.', '')));
    else if (!visitor) void comparison.mutate();
  };

  return (
    <div className="intel-page" data-testid="compare-view">
      <BoardPanel
        items={board.items}
        signedIn={board.signedIn}
        onAdd={(item) => void board.add(item)}
        onRemove={(id) => void board.remove(id)}
        onClear={() => void board.clear()}
        onCompare={compare}
      />
      {check.ok && board.items.length > 0 ? (
        <div className="intel-thickness">
          <ThicknessField id="compare-thickness" testId="compare-thickness" value={thickness} onChange={(e) => setThickness(e.target.value)} />
        </div>
      ) : null}
      {loading ? <Loading /> : null}
      {visitor && board.items.length > 0 ? (
        <SignInPrompt back="/mind/mindCompare" />
      ) : table ? (
        <>
          <section className="intel-card" aria-label={t('compare.pageTitle')}>
            <CompareActions table={table} />
            <CompareTable table={table} />
          </section>
          <CompareChart table={table} />
        </>
      ) : !loading && board.items.length > 0 ? (
        <p className="intel-empty">{t('board.atLeastTwo')}</p>
      ) : null}
    </div>
  );
}
