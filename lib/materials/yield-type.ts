/** The yield strength symbols the reference data writes (`yield_type`), as message keys (MaterialPages.detail.yieldTypes). */
export type YieldTypeCode = 'ReH' | 'ReL' | 'Rp02' | 'Rt05' | 'yieldPoint';

/**
 * "ReH (upper yield)" → ReH, "Rp0.2" → Rp02, "yield point" → yieldPoint (issue 29 item 6: the label is
 * translated, not the source's English); null for wording that is no known symbol (shown as data).
 */
export function yieldTypeCode(text: string | null | undefined): YieldTypeCode | null {
  const t = (text ?? '').trim().toLowerCase();
  if (/^reh\b/.test(t)) return 'ReH';
  if (/^rel\b/.test(t)) return 'ReL';
  if (/^rp\s*0?\.2\b/.test(t)) return 'Rp02';
  if (/^rt\s*0?\.5\b/.test(t)) return 'Rt05';
  if (/^yield point$/.test(t)) return 'yieldPoint';
  return null;
}
