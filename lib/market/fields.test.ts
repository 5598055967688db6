import { describe, expect, it } from 'vitest';
import { generatedFileName, unitOfColumn } from './fields';

describe('unitOfColumn', () => {
  it('reads the unit a column name states and invents none', () => {
    expect(unitOfColumn('Rm_MPa')).toBe('MPa');
    expect(unitOfColumn('A_pct')).toBe('%');
    expect(unitOfColumn('charpy_temp_C')).toBe('°C');
    expect(unitOfColumn('heat_input_kJ_per_mm')).toBe('kJ/mm');
    expect(unitOfColumn('Tensile Strength (MPa)')).toBeNull();
    expect(unitOfColumn('C')).toBeNull();
    expect(unitOfColumn('grade')).toBeNull();
  });
});

describe('generatedFileName', () => {
  it('names the file by the product code and format', () => {
    expect(generatedFileName('steel-grades', 'csv')).toBe('steel-grades.csv');
    expect(generatedFileName('curated:weld metal', 'xlsx')).toBe('curated-weld-metal.xlsx');
  });
});
