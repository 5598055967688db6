import { representative } from './limits';
import type { BaseClass, BaseMetal, Consumable, WeldProcess } from './welding-types';

const rep = (c: BaseMetal['composition'], el: string) => representative(c[el]) ?? 0;
/** Composition checks use the larger of the midpoint and the minimum, so "18.0-20.0" reads 19. */
export const compositionLevel = (c: BaseMetal['composition'], el: string) => {
  const l = c[el];
  if (!l) return 0;
  if (l.min !== null && l.max !== null) return (l.min + l.max) / 2;
  return l.min ?? 0;
};

/** Which rule family a base metal falls in, from its composition (and type for aluminium). */
export function classifyBase(base: BaseMetal): BaseClass {
  if (base.type === 'alloy') return 'aluminium';
  const cr = compositionLevel(base.composition, 'Cr');
  const ni = compositionLevel(base.composition, 'Ni');
  const mo = compositionLevel(base.composition, 'Mo');
  if (cr >= 10.5) return ni >= 6 ? 'austenitic' : 'stainless';
  if (cr >= 0.5 && mo >= 0.2) return 'crmo';
  return 'carbon';
}

/**
 * Processes a consumable serves, read from its type ("covered electrode (SMAW)", "solid wire / rod (GMAW,
 * GTAW)", "flux cored electrode (FCAW)", "flux-electrode combination (SAW)"). The process named in the
 * type decides: a flux-cored or submerged-arc "electrode" is no stick electrode (issue 29, item 8).
 */
export function processesOf(consumable: Pick<Consumable, 'consumableType'>): WeldProcess[] {
  const t = consumable.consumableType.toUpperCase();
  const out = new Set<WeldProcess>();
  if (/\bFCAW\b|FLUX[- ]CORED/.test(t)) return ['FCAW'];
  if (/\bSAW\b|SUBMERGED/.test(t) && !/\bGMAW\b|\bGTAW\b/.test(t)) return ['SAW'];
  if (/COVERED ELECTRODE|\bSMAW\b/.test(t) || (t.includes('ELECTRODE') && !/WIRE|SOLID|BARE/.test(t))) out.add('SMAW');
  if (/\bGMAW\b|\bMIG\b/.test(t)) out.add('GMAW');
  if (/\bGTAW\b|\bTIG\b/.test(t)) out.add('GTAW');
  if (/\bSAW\b/.test(t)) out.add('SAW');
  if (out.size === 0 && /WIRE|ROD/.test(t)) {
    out.add('GMAW');
    out.add('GTAW');
  }
  return [...out];
}

/** Processes a matching-table row names ("SMAW / GTAW-GMAW", "MIG / TIG", "GMAW (CO2 / Ar+CO2)"). */
export function processesOfRow(text: string): WeldProcess[] {
  const t = text.toUpperCase();
  const out = new Set<WeldProcess>();
  if (/SMAW/.test(t)) out.add('SMAW');
  if (/GMAW|\bMIG\b/.test(t)) out.add('GMAW');
  if (/GTAW|\bTIG\b/.test(t)) out.add('GTAW');
  if (/FCAW/.test(t)) out.add('FCAW');
  if (/\bSAW\b/.test(t)) out.add('SAW');
  return [...out];
}

export type ConsumableFamily = 'carbon' | 'crmo' | 'austenitic' | 'overalloyed' | 'aluminium';

/** The alloy family of a consumable's deposit or wire. */
export function consumableFamily(c: Consumable): ConsumableFamily {
  if (/^ER[1-7]\d{3}$/i.test(c.classification) || /A5\.10/.test(c.standard)) return 'aluminium';
  const cr = compositionLevel(c.composition, 'Cr');
  const ni = compositionLevel(c.composition, 'Ni');
  const mo = compositionLevel(c.composition, 'Mo');
  if (cr >= 21 && ni >= 11) return 'overalloyed';
  if (cr >= 10.5) return 'austenitic';
  if (cr >= 0.5 && mo >= 0.2) return 'crmo';
  return 'carbon';
}

/**
 * Alloying elements a composition adds on purpose (Mo ≥ 0.2, Ni ≥ 0.5, Cr ≥ 0.3 wt %, by the middle of
 * a range or a minimum; a residual cap such as "Ni ≤ 0.30" adds nothing). A C-Mn steel adds none.
 */
export function addedAlloys(composition: Consumable['composition']): Set<'Mo' | 'Ni' | 'Cr'> {
  const out = new Set<'Mo' | 'Ni' | 'Cr'>();
  if (compositionLevel(composition, 'Mo') >= 0.2) out.add('Mo');
  if (compositionLevel(composition, 'Ni') >= 0.5) out.add('Ni');
  if (compositionLevel(composition, 'Cr') >= 0.3) out.add('Cr');
  return out;
}

export function isLowHydrogen(c: Consumable): boolean {
  return /low[- ]hydrogen|basic/i.test(c.coating ?? '') || /^E\d{2,3}1[568]/.test(c.classification);
}

/** Aluminium series (1 to 8) from a grade such as 6061, 5083, AA6082 or the Chinese 2A12. */
export function aluminiumSeries(grade: string): number | null {
  const m = grade.toUpperCase().match(/(?:^|[^0-9])([1-8])(?:\d{3}|A\d{2})/);
  return m ? Number(m[1]) : null;
}

export { rep as compositionRep };
