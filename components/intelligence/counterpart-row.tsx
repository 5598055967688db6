'use client';
import { useId, useState, type ReactNode } from 'react';

interface Props {
  /** The row's cells after the toggle (rendered on the server). */
  cells: ReactNode;
  /** What the toggle shows under the row, across every column. */
  details: ReactNode;
  columns: number;
  defaultOpen?: boolean;
  /** The toggle's name, e.g. "Differences: A572 Grade 50". */
  label: string;
}

/** A table row whose details open below it (a disclosure button, the details in the HTML from the start). */
export function CounterpartRow({ cells, details, columns, defaultOpen = false, label }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <tbody className="intel-group">
      <tr>
        <td className="intel-expand-cell">
          <button type="button" className="intel-expand" aria-expanded={open} aria-controls={id} aria-label={label} onClick={() => setOpen(!open)}>
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          </button>
        </td>
        {cells}
      </tr>
      <tr id={id} className="intel-details-row" hidden={!open}>
        <td colSpan={columns}>{details}</td>
      </tr>
    </tbody>
  );
}
