import type { Key, ReactNode } from 'react';

interface Props<T> {
  /** The header cells (`<th scope="col">`). */
  head: ReactNode;
  /** How many columns (the empty row spans them). */
  columns: number;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** One row's cells. */
  cells: (row: T) => ReactNode;
  /** What an empty table says. */
  empty: ReactNode;
  testId?: string;
}

/**
 * A `.data-table` of rows with a "no data" row when empty: the similar materials and the matching
 * verdicts. No hooks, so it renders on the server (VerdictTable) as in a client island (SimilarMaterials).
 */
export function PlainTable<T>({ head, columns, rows, rowKey, cells, empty, testId }: Props<T>) {
  return (
    <div className="data-table-wrap">
      <table className="data-table" data-testid={testId}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns} className="data-table__empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => <tr key={rowKey(row)}>{cells(row)}</tr>)
          )}
        </tbody>
      </table>
    </div>
  );
}
