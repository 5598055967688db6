import type { z } from 'zod';
import { ORDER_NAMESPACES } from '@/components/cloud/orders/orders-island';
import { addressSchema } from '@/lib/account/contract';
import { saveCloudOrderSchema } from '@/lib/cloud/order-form-contract';
import { saveApplicationSchema } from '@/lib/cloud/contract-labs';
import { islandNamespaces, translate, type Namespace } from '@/lib/i18n/messages';

/**
 * A form checks its input with the endpoint's zod schema and shows the issue's message key translated
 * in the browser; the key's namespace must be among those its island sends, or the reader sees the
 * raw key ("Auth.mobileRequired" under the contact phone, issue 29 item 3). Empty and malformed input
 * brings out the schemas' messages.
 */
function messageKeys(schema: z.ZodType, inputs: unknown[]): string[] {
  const keys = new Set<string>();
  for (const input of inputs) {
    const result = schema.safeParse(input);
    if (!result.success) for (const issue of result.error.issues) keys.add(issue.message);
  }
  return [...keys].sort();
}

const cases: { form: string; schema: z.ZodType; namespaces: readonly Namespace[]; inputs: unknown[] }[] = [
  {
    form: 'the detection order (/cloud/requirementFill)',
    schema: saveCloudOrderSchema,
    namespaces: ORDER_NAMESPACES,
    inputs: [{}, { contactPhone: '' }, { contactPhone: '12', contactName: '', projectName: '', items: [], samples: [] }],
  },
  // app/[locale]/cloud/testerSettled/page.tsx sends these.
  { form: 'the laboratory settlement', schema: saveApplicationSchema, namespaces: ['Cloud', 'Reviews', 'Files', 'Auth'], inputs: [{}, { contactPhone: 'x', contactEmail: 'x' }] },
  // app/[locale]/my/layout.tsx (the personal centre, where the address book lives) sends these.
  { form: 'the address book', schema: addressSchema, namespaces: ['Auth', 'Account', 'Files'], inputs: [{}, { mobile: '1', consignee: '', detailedAddress: '' }] },
];

describe('forms find their validation messages in their island', () => {
  for (const c of cases) {
    it(`${c.form}: every message its schema can answer is sent to the browser`, () => {
      const keys = messageKeys(c.schema, c.inputs);
      expect(keys.length).toBeGreaterThan(2);
      const sent = islandNamespaces(c.namespaces) as string[];
      expect(keys.filter((k) => !sent.includes(k.split('.')[0]))).toEqual([]);
      for (const locale of ['zh', 'en'] as const) expect(keys.filter((k) => translate(locale, k) === k)).toEqual([]);
    });
  }

  it('the order form answers the contact phone in words, not a key', () => {
    expect(messageKeys(saveCloudOrderSchema, [{ contactPhone: '' }])).toContain('Auth.mobileRequired');
    expect(translate('zh', 'Auth.mobileRequired')).toBe('请输入手机号');
  });
});
