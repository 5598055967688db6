import type { ReactNode } from 'react';

type Result<D> = { ok: true; data: D } | { ok: false; msg: string };

type Entry<D extends { list: { id: number }[] }> = D['list'][number];

interface Props<D extends { list: { id: number }[] }> {
  /** A server call's answer (serverGet / publicGet). */
  result: Result<D>;
  /** The load failure, already worded (it gets the call's message). */
  error: (msg: string) => ReactNode;
  /** What an empty list says. */
  empty: ReactNode;
  classes: { error: string; empty: string; grid: string };
  testIds?: { empty?: string; grid?: string };
  /** One entry (its `<li>` is drawn here). */
  item: (item: Entry<D>) => ReactNode;
  /** Above the grid when it has entries (a demo note). */
  before?: (list: Entry<D>[]) => ReactNode;
  /** Below the grid when it has entries (a pager). */
  after?: (data: D) => ReactNode;
}

/**
 * A list page's body for a server call's answer: the load failure (role=alert), "nothing here", or the
 * entries as a grid of cards with what goes around it. Plain server markup (public pages).
 */
export function ResultGrid<D extends { list: { id: number }[] }>({ result, error, empty, classes, testIds = {}, item, before, after }: Props<D>) {
  if (!result.ok) {
    return (
      <div className={classes.error} role="alert">
        {error(result.msg)}
      </div>
    );
  }
  if (result.data.list.length === 0) {
    return (
      <div className={classes.empty} data-testid={testIds.empty}>
        {empty}
      </div>
    );
  }
  return (
    <>
      {before?.(result.data.list)}
      <ul className={classes.grid} data-testid={testIds.grid}>
        {result.data.list.map((entry) => (
          <li key={entry.id}>{item(entry)}</li>
        ))}
      </ul>
      {after?.(result.data)}
    </>
  );
}
