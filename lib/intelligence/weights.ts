/**
 * Weights and noise floors of the composition similarity (docs/INTELLIGENCE.md explains them).
 *
 * weight: how much an element defines a grade. Carbon, chromium, nickel and molybdenum (steels)
 * and the main alloying elements of aluminium (Mg, Si, Cu, Zn) separate families, so they
 * weigh most; residuals (P, S) weigh least.
 * floor (wt %): differences are measured relative to max(a, b, floor), so trace amounts below
 * the floor do not look like large relative differences.
 */
export const ELEMENT_WEIGHTS: Record<string, number> = {
  C: 3,
  Cr: 3,
  Ni: 3,
  Mo: 2.5,
  Mn: 2,
  Si: 1.5,
  V: 1,
  Nb: 1,
  Ti: 1,
  W: 2,
  Co: 2,
  Cu: 1,
  N: 1,
  B: 1,
  Al: 0.5,
  P: 0.5,
  S: 0.5,
  Mg: 3,
  Zn: 3,
  Fe: 1,
  Zr: 1,
  Li: 2,
};

export const DEFAULT_ELEMENT_WEIGHT = 1;

export const ELEMENT_FLOORS: Record<string, number> = {
  C: 0.05,
  Mn: 0.2,
  Si: 0.2,
  P: 0.03,
  S: 0.03,
  Cr: 0.3,
  Ni: 0.3,
  Mo: 0.1,
  Cu: 0.2,
  V: 0.05,
  Nb: 0.03,
  Ti: 0.05,
  Al: 0.05,
  N: 0.02,
  B: 0.002,
  W: 0.1,
  Co: 0.1,
  Mg: 0.1,
  Zn: 0.1,
  Fe: 0.2,
  Zr: 0.05,
  Li: 0.1,
};

export const DEFAULT_ELEMENT_FLOOR = 0.05;

/** Property weights of the optional property nearness. */
export const PROPERTY_WEIGHTS: Record<string, number> = {
  yield: 3,
  tensile: 3,
  elongation: 2,
  impact: 1,
  hardness: 1,
  reductionOfArea: 1,
};

/** Share of composition in the combined score when both parts can be computed. */
export const COMPOSITION_SHARE = 0.7;

export const weightOf = (el: string) => ELEMENT_WEIGHTS[el] ?? DEFAULT_ELEMENT_WEIGHT;
export const floorOf = (el: string) => ELEMENT_FLOORS[el] ?? DEFAULT_ELEMENT_FLOOR;
