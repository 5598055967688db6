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
    expect(quantityOfUnit('J')).toBe('other');
    expect(quantityOfUnit(null)).toBe('other');
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
