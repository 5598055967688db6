/**
 * The one order of chemical elements (issue 28 §2): composition tables, the comparison board, the
 * search form's element list, the smelting target's choices and generated documents all list
 * elements in this order. Steel's usual reading order first (C, Si, Mn, P, S, then the alloying
 * elements), then the elements that matter mostly for other families (O, Fe as a residual in
 * alloys, Mg, Zn, Zr, …). Unknown symbols come after the known ones, alphabetically.
 */
export const ELEMENT_ORDER = [
  'C', 'Si', 'Mn', 'P', 'S', 'Cr', 'Ni', 'Mo', 'Cu', 'V', 'Nb', 'Ti', 'Al', 'N', 'B', 'W', 'Co', 'O', 'Fe', 'Mg', 'Zn', 'Zr',
  'Li', 'Ga', 'Bi', 'Pb', 'Be', 'Sc', 'Sn', 'As', 'Sb', 'NbTa', 'Ceq',
] as const;

const RANK = new Map<string, number>(ELEMENT_ORDER.map((e, i) => [e, i]));

/** An element's place in the order; unknown symbols share the place after the last known one. */
export function elementRank(element: string): number {
  return RANK.get(element) ?? ELEMENT_ORDER.length;
}

/** Sort comparator: the element order, then alphabetical for unknown symbols. */
export function compareElements(a: string, b: string): number {
  return elementRank(a) - elementRank(b) || a.localeCompare(b);
}

/** A copy of the list in the element order. */
export function sortElements<T extends string>(elements: readonly T[]): T[] {
  return [...elements].sort(compareElements);
}
