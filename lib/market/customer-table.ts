import { fieldLabel, type MessageOf } from '@/lib/units';
import { columnOf, type DataColumn } from './columns';

/**
 * A data product as its buyer reads it (issue 48 items 4 and 9): the stored rows are the compiled reference data as
 * written, where a value cell may name the source it was read from ("0.05-0.11 (lead_gbs_h2abc_08)") or carry the
 * compiler's note ("(GB/T 5117: 27 J at 0 C - compiler, table 8 not fully read)"). The files and the product pages never
 * show those inside a value: a bracket naming only sources goes to the row's sources column (with the field and the
 * value it was given for), a bracket that is the compiler's remark to the notes column; any other bracket ("(SMAW)",
 * "(钛钙型)") is part of the value. Nothing is dropped and no value is changed. Pure; the server reads the source ids.
 */

export interface SplitCell {
  value: string;
  /** Source ids a bracket named, with the value part it was given for. */
  sources: { value: string; ids: string[] }[];
  /** The compiler's remarks, with the value part each was made on. */
  notes: { value: string; text: string }[];
}

/** Words that make a bracket the compiler's remark rather than part of the value. */
const REMARK = /\b(compiler|verify|not (fully )?read|unverified)\b/i;
const SEPARATORS = /\s+\/\s+|;\s*/;

/** Splits one value cell into its value, the sources its brackets name and the compiler's remarks it carries. */
export function splitCell(text: string, sourceIds: ReadonlySet<string>): SplitCell {
  const out: SplitCell = { value: '', sources: [], notes: [] };
  let value = '';
  let last = 0;
  for (const m of text.matchAll(/\(([^()]*)\)/g)) {
    const inner = m[1].trim();
    const before = text.slice(last, m.index);
    const tokens = inner.split(/[;,]\s*|\s+/).filter(Boolean);
    const attribution = tokens.length > 0 && tokens.every((t) => sourceIds.has(t));
    const remark = !attribution && (REMARK.test(inner) || tokens.some((t) => sourceIds.has(t.replace(/[.:]$/, ''))));
    const part = before.split(SEPARATORS).pop()!.trim();
    if (attribution) out.sources.push({ value: part, ids: tokens });
    else if (remark) out.notes.push({ value: part, text: inner });
    value += before + (attribution || remark ? '' : m[0]);
    last = m.index + m[0].length;
  }
  value += text.slice(last);
  out.value = value.replace(/\s+([;,)])/g, '$1').replace(/\(\s*\)/g, '').replace(/\s{2,}/g, ' ').replace(/^[\s;,/]+|[\s;,/]+$/g, '');
  return out;
}

export interface CustomerTable {
  columns: DataColumn[];
  rows: string[][];
}

/**
 * The buyer's table of a data set: its value columns as stored, then one sources column (the row's source ids, then
 * each source a value cell named: "C 0.05-0.11: lead_gbs_h2abc_08") and one notes column (each remark a value cell
 * carried, "impact: …", then the row's notes) when the set has or needs them. Without source ids (a data set the portal
 * did not compile: the NIMS specimens, an R&D record) the cells are as stored.
 */
export function customerTable(fields: readonly string[], rows: readonly string[][], sourceIds: ReadonlySet<string>, m: MessageOf): CustomerTable {
  const all = fields.map((name) => columnOf(name));
  const values = all.map((c, i) => ({ c, i })).filter((x) => x.c.role === 'value');
  const sourcesAt = all.findIndex((c) => c.role === 'sources');
  const notesAt = all.findIndex((c) => c.role === 'notes');
  const clean = sourceIds.size > 0;
  const label = (c: DataColumn) => m(c.label, c.labelValues);
  const out = rows.map((cells) => {
    const sources: string[] = sourcesAt >= 0 && cells[sourcesAt] ? cells[sourcesAt].split(/\s*;\s*/).filter(Boolean) : [];
    const notes: string[] = [];
    const kept = values.map(({ c, i }) => {
      const cell = cells[i] ?? '';
      if (!clean || !cell.includes('(')) return cell;
      const split = splitCell(cell, sourceIds);
      const about = (part: string) => (part ? `${label(c)} ${part}` : label(c));
      for (const s of split.sources) sources.push(`${about(s.value)}: ${s.ids.join(', ')}`);
      for (const n of split.notes) notes.push(`${about(n.value)}: ${n.text}`);
      return split.value;
    });
    if (notesAt >= 0 && cells[notesAt]) notes.push(cells[notesAt]);
    return { kept, sources: [...new Set(sources)].join('; '), notes: notes.join('\n') };
  });
  const withSources = sourcesAt >= 0 || out.some((r) => r.sources);
  const withNotes = notesAt >= 0 || out.some((r) => r.notes);
  const columns = [...values.map((x) => x.c), ...(withSources ? [columnOf('source_ids')] : []), ...(withNotes ? [columnOf('notes')] : [])];
  return { columns, rows: out.map((r) => [...r.kept, ...(withSources ? [r.sources] : []), ...(withNotes ? [r.notes] : [])]) };
}

/** The header of a customer table in a language: each column's label with its unit (lib/units.ts). */
export const customerHeader = (table: CustomerTable, m: MessageOf, locale: string): string[] => table.columns.map((c) => fieldLabel(c, m, locale));
