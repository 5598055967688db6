import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ResultGrid } from '@/components/ui/result-grid';

interface Props<T extends { id: number; demo: boolean }, D extends { list: T[] }> {
  result: { ok: true; data: D } | { ok: false; msg: string };
  card: (item: T) => ReactNode;
  /** data-testid of the grid (the landing's featured entries or the list's results). */
  gridTestId: string;
  /** Below the grid (the list's pager). */
  after?: (data: D) => ReactNode;
}

/** A directory's entries (landing and list pages): the load failure, "no data", or the cards with the demo note. */
export function DirectoryResults<T extends { id: number; demo: boolean }, D extends { list: T[] }>({ result, card, gridTestId, after }: Props<T, D>) {
  const t = useTranslations('Directories');
  return (
    <ResultGrid
      result={result}
      error={(msg) => t('loadError', { msg })}
      empty={t('noData')}
      classes={{ error: 'dir-error', empty: 'dir-empty', grid: 'dir-grid' }}
      testIds={{ empty: 'directory-empty', grid: gridTestId }}
      item={card}
      before={(list) => (list.some((i) => i.demo) ? <p className="dir-demo">{t('demoNote')}</p> : null)}
      after={after}
    />
  );
}
