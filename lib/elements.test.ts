import { describe, expect, it } from 'vitest';
import { compareElements, ELEMENT_ORDER, sortElements } from './elements';

describe('the element order', () => {
  it('lists steel elements first, then O, Fe, Mg, Zn and Zr', () => {
    expect(sortElements(['Zr', 'Zn', 'Fe', 'Mg', 'O', 'Mn', 'C'])).toEqual(['C', 'Mn', 'O', 'Fe', 'Mg', 'Zn', 'Zr']);
  });

  it('puts unknown symbols last, alphabetically', () => {
    expect(['Xe', 'Ar', 'Si', 'C'].sort(compareElements)).toEqual(['C', 'Si', 'Ar', 'Xe']);
  });

  it('names each element once', () => {
    expect(new Set(ELEMENT_ORDER).size).toBe(ELEMENT_ORDER.length);
  });
});
