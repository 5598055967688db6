import { describe, expect, it } from 'vitest';
import { PACKAGE_CALENDAR } from '@/lib/working-days';
import { contactDueAt, overdueFlags, quoteDueAt } from './order-deadlines';

const china = (text: string) => new Date(`${text}+08:00`);

describe('customer service deadlines', () => {
  it('gives one working day to contact: a Monday order by the end of Tuesday', () => {
    expect(contactDueAt(china('2025-09-15T10:00:00'), PACKAGE_CALENDAR)).toEqual(china('2025-09-17T00:00:00'));
  });

  it('skips the National Day holiday: an order of 30 September is due by the end of 9 October', () => {
    expect(contactDueAt(china('2025-09-30T09:00:00'), PACKAGE_CALENDAR)).toEqual(china('2025-10-10T00:00:00'));
  });

  it('counts a make-up Saturday as a working day: an order of Friday 10 October is due by the end of Saturday 11 October', () => {
    expect(contactDueAt(china('2025-10-10T17:30:00'), PACKAGE_CALENDAR)).toEqual(china('2025-10-12T00:00:00'));
  });

  it('gives 24 hours to quote after the order was sent to the laboratory', () => {
    expect(quoteDueAt(china('2025-10-09T08:00:00'))).toEqual(china('2025-10-10T08:00:00'));
  });

  it('flags a missed contact in pre-review and a missed quote while waiting for the offer', () => {
    const base = { contactDueAt: china('2025-10-10T00:00:00'), contactedAt: null, quoteDueAt: null, offeredAt: null };
    expect(overdueFlags({ ...base, stage: 'preReview' }, china('2025-10-10T00:00:01'))).toEqual(['contact']);
    expect(overdueFlags({ ...base, stage: 'preReview', contactedAt: china('2025-10-09T09:00:00') }, china('2025-10-11T00:00:00'))).toEqual([]);
    const offer = { ...base, stage: 'offer' as const, quoteDueAt: china('2025-10-10T08:00:00') };
    const contacted = { ...offer, contactedAt: china('2025-10-09T09:00:00') };
    expect(overdueFlags(contacted, china('2025-10-10T08:00:01'))).toEqual(['quote']);
    expect(overdueFlags({ ...contacted, offeredAt: china('2025-10-10T07:00:00') }, china('2025-10-11T00:00:00'))).toEqual([]);
  });

  it('still owes the contact when the order went straight to the customer’s laboratory, until the offer is accepted', () => {
    const routed = { stage: 'offer' as const, contactDueAt: china('2025-10-10T00:00:00'), contactedAt: null, quoteDueAt: china('2025-10-10T08:00:00'), offeredAt: null };
    expect(overdueFlags(routed, china('2025-10-10T08:00:01'))).toEqual(['contact', 'quote']);
    expect(overdueFlags({ ...routed, stage: 'contract' }, china('2025-10-11T00:00:00'))).toEqual([]);
  });
});
