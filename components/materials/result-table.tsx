import type { MaterialSearchRow } from '@/lib/materials/contract';
import { toSearchQuery, type SearchState } from '@/lib/materials/query-state';
import type { SearchSortKey } from '@/lib/materials/search-keys';
import type { ResultColumn } from './result-columns';

interface Props {
  state: SearchState;
  columns: ResultColumn[];
  rows: MaterialSearchRow[];
  /** Title of the sort links ("Sort by"). */
  sortLabel: string;
}

/** The next order of a sortable column on a click: ascending, then descending, then back to relevance. */
function nextSort(state: SearchState, key: SearchSortKey): Pick<SearchState, 'sort' | 'order'> {
  if (state.sort !== key) return { sort: key, order: 'asc' };
  if (state.order === 'asc') return { sort: key, order: 'desc' };
  return { sort: 'relevance', order: 'desc' };
}

/**
 * The result rows as a plain table, rendered on the server. Sortable headers are links to the
 * URL of the next order (aria-sort tells the current one), so a sorted list can be linked too.
 */
export function ResultTable({ state, columns, rows, sortLabel }: Props) {
  return (
    <div className="data-table-wrap mat-results">
      <table className="data-table" data-testid="result-table">
        <thead>
          <tr>
            {columns.map((c) => {
              const sorted = c.sortKey && state.sort === c.sortKey ? state.order : null;
              return (
                <th
                  key={c.key}
                  scope="col"
                  className={c.className}
                  aria-sort={c.sortKey ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                >
                  {c.sortKey ? (
                    <a className="mat-sort" href={`?${toSearchQuery({ ...state, ...nextSort(state, c.sortKey), page: 1 })}`} title={sortLabel} rel="nofollow">
                      {c.title}
                      <span className={`mat-sort__icon${sorted ? ` mat-sort__icon--${sorted}` : ''}`} aria-hidden="true" />
                    </a>
                  ) : (
                    c.title
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((c) => (
                <td key={c.key} className={c.className}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
