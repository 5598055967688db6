/**
 * The unit of a reference-data column where its name states one (`Rm_MPa`, `A_pct`,
 * `heat_input_kJ_per_mm`); null otherwise. A name that carries its unit in brackets
 * ("Tensile Strength (MPa)") keeps it there and gets none here, so nothing is invented.
 */
export function unitOfColumn(name: string): string | null {
  const suffix = /_(MPa|pct|J|C|h|A|V|kJ_per_mm|kg_per_mm2)$/.exec(name);
  if (!suffix) return null;
  return { MPa: 'MPa', pct: '%', J: 'J', C: '°C', h: 'h', A: 'A', V: 'V', kJ_per_mm: 'kJ/mm', kg_per_mm2: 'kg/mm²' }[suffix[1]] ?? null;
}

/** The file name of a generated data product: its code, the format's extension. */
export function generatedFileName(code: string, format: string): string {
  return `${code.replace(/[^a-zA-Z0-9_-]+/g, '-')}.${format}`;
}
