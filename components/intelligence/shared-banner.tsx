'use client';
import type { BoardItem } from '@/lib/intelligence/board';
import type { RecordSummary } from '@/lib/intelligence/contract';
import { toast } from '@/components/ui/plain/toast';
import { useBoard } from '@/components/ui/compare-board/use-board';
import { useLooseT } from '@/components/ui/use-loose-t';

/** Above a shared comparison: what it is, and taking its records onto the reader's own board. */
export function SharedBanner({ records }: { records: RecordSummary[] }) {
  const t = useLooseT('Intelligence');
  const board = useBoard();
  const takeShared = async () => {
    const items = await board.replace(records.map((r): BoardItem => ({ id: r.id, type: r.type, grade: r.grade, system: r.system })));
    toast.success(t('board.added', { n: items.length }));
  };
  return (
    <div className="intel-notice intel-toolbar" role="note">
      <span>{t('compare.sharedView')}</span>
      <button type="button" className="button" onClick={() => void takeShared()} data-testid="use-shared">
        {t('compare.useShared')}
      </button>
    </div>
  );
}
