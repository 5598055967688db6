import {
  celsiusToFahrenheit,
  displayUnit,
  fahrenheitToCelsius,
  formatNumber,
  formatQuantity,
  formatValueSpec,
  ksiToMpa,
  mpaToKsi,
  quantityOfUnit,
  toBaseUnit,
  toDisplayUnit,
} from './units';

const mpa = { strength: 'MPa', temperature: 'C' } as const;
const imperial = { strength: 'ksi', temperature: 'F' } as const;

describe('unit conversion', () => {
  it('converts MPa to ksi with 1 ksi = 6.894757 MPa and back', () => {
    expect(mpaToKsi(6.894757)).toBeCloseTo(1, 10);
    expect(mpaToKsi(520)).toBeCloseTo(75.4196, 3);
    expect(ksiToMpa(mpaToKsi(355))).toBeCloseTo(355, 10);
  });

  it('converts °C to °F and back', () => {
    expect(celsiusToFahrenheit(0)).toBe(32);
    expect(celsiusToFahrenheit(-40)).toBe(-40);
    expect(celsiusToFahrenheit(100)).toBe(212);
    expect(fahrenheitToCelsius(212)).toBe(100);
  });

  it('converts only strengths and temperatures for display', () => {
    expect(toDisplayUnit(355, 'strength', imperial)).toBeCloseTo(51.488, 3);
    expect(toDisplayUnit(-20, 'temperature', imperial)).toBe(-4);
    expect(toDisplayUnit(22, 'other', imperial)).toBe(22);
    expect(toDisplayUnit(355, 'strength', mpa)).toBe(355);
    expect(toBaseUnit(toDisplayUnit(600, 'strength', imperial), 'strength', imperial)).toBeCloseTo(600, 10);
  });

  it('labels the unit shown', () => {
    expect(displayUnit('strength', imperial)).toBe('ksi');
    expect(displayUnit('temperature', imperial)).toBe('°F');
    expect(displayUnit('temperature', mpa)).toBe('°C');
    expect(displayUnit('other', mpa, '%')).toBe('%');
  });

  it('recognises stored units', () => {
    expect(quantityOfUnit('MPa')).toBe('strength');
    expect(quantityOfUnit('N/mm²')).toBe('strength');
    expect(quantityOfUnit('°C')).toBe('temperature');
    expect(quantityOfUnit('J')).toBe('energy');
    expect(quantityOfUnit('mm')).toBe('length');
    expect(quantityOfUnit('%')).toBe('other');
    expect(quantityOfUnit(null)).toBe('other');
  });
});

describe('US customary energy and length (issue 29, item 10)', () => {
  it('turns J into ft·lbf and mm into inch when ksi is chosen, and keeps them otherwise', () => {
    expect(toDisplayUnit(27, 'energy', imperial)).toBeCloseTo(19.914, 3);
    expect(toDisplayUnit(25.4, 'length', imperial)).toBe(1);
    expect(toDisplayUnit(27, 'energy', mpa)).toBe(27);
    expect(toDisplayUnit(16, 'length', mpa)).toBe(16);
    expect(toBaseUnit(toDisplayUnit(34, 'energy', imperial), 'energy', imperial)).toBeCloseTo(34, 10);
    expect(displayUnit('energy', imperial)).toBe('ft·lbf');
    expect(displayUnit('length', imperial)).toBe('in');
    expect(displayUnit('energy', mpa)).toBe('J');
    expect(displayUnit('length', mpa)).toBe('mm');
  });

  it("formats a Charpy minimum and a thickness band in the reader's units", () => {
    expect(formatValueSpec({ min: 34 }, 'energy', imperial, 'en')).toBe('≥ 25');
    expect(formatValueSpec({ min: 16, max: 40 }, 'length', imperial, 'en')).toBe('0.63–1.57');
    expect(formatValueSpec({ min: 16, max: 40 }, 'length', mpa, 'en')).toBe('16–40');
  });
});

describe('value formatting', () => {
  it('groups digits per locale', () => {
    expect(formatNumber(7850, 'en')).toBe('7,850');
    expect(formatNumber(0.125, 'zh')).toBe('0.125');
  });

  it('rounds ksi to one decimal and °F to whole degrees', () => {
    expect(formatQuantity(520, 'strength', imperial, 'en')).toBe('75.4');
    expect(formatQuantity(-20, 'temperature', imperial, 'en')).toBe('-4');
    expect(formatQuantity(520, 'strength', mpa, 'en')).toBe('520');
  });

  it('shows minimum, maximum, ranges and typical values, and nothing for empty data', () => {
    expect(formatValueSpec({ min: 355 }, 'strength', mpa, 'en')).toBe('≥ 355');
    expect(formatValueSpec({ max: 0.2 }, 'other', mpa, 'en')).toBe('≤ 0.2');
    expect(formatValueSpec({ min: 470, max: 630 }, 'strength', mpa, 'en')).toBe('470–630');
    expect(formatValueSpec({ min: 470, max: 630 }, 'strength', imperial, 'en')).toBe('68.2–91.4');
    expect(formatValueSpec({ typical: 7.85 }, 'other', mpa, 'zh')).toBe('7.85');
    expect(formatValueSpec({}, 'other', mpa, 'en')).toBeNull();
  });
});
