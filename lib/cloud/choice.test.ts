import { choiceFromQuery, choiceToQuery, type Choice } from './choice';

describe('choice in the address', () => {
  it('round-trips a laboratory, items, quantities and parameters', () => {
    const choice: Choice = { labId: 12, items: [{ itemId: 3, samples: 2, params: {} }, { itemId: 7, samples: 2, params: { temperature: -20, notch: 'V' } }] };
    const query = choiceToQuery(choice);
    expect(query).toEqual({ labId: '12', items: '3x2,7x2', p7: 'temperature:-20|notch:V' });
    expect(choiceFromQuery(new URLSearchParams(query))).toEqual(choice);
  });

  it('drops what does not parse', () => {
    expect(choiceFromQuery({ labId: 'abc', items: '3x2,x,9x0,3x4,<script>' })).toEqual({ labId: null, items: [{ itemId: 3, samples: 2, params: {} }, { itemId: 9, samples: 1, params: {} }] });
  });
});
