import { describe, expect, it } from 'vitest';
import { generatedFileName, partFieldLabel } from './fields';

describe('generatedFileName', () => {
  it('names the file by the product code, its language and format', () => {
    expect(generatedFileName('steel-grades', 'csv', 'en')).toBe('steel-grades-en.csv');
    expect(generatedFileName('curated:weld metal', 'xlsx', 'zh')).toBe('curated-weld-metal-zh.xlsx');
  });
});

describe('partFieldLabel', () => {
  it('names quantities in the reader’s language and keeps the symbols the standards print', () => {
    const m = (key: string) => `<${key}>`;
    expect(partFieldLabel('weight', m)).toBe('<Market.parts.fields.weight>');
    expect(partFieldLabel('d1', m)).toBe('d1');
  });
});
