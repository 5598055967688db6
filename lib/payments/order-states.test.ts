import { describe, expect, it } from 'vitest';
import { canTransition, paymentReason } from './order-states';

describe('order state machine', () => {
  it('lets a provider or the reconciliation mark a waiting order paid', () => {
    expect(canTransition('waiting', 'paid', 'provider', 'providerPaid')).toBe(true);
    expect(canTransition('waiting', 'paid', 'reconcile', 'reconciled')).toBe(true);
  });

  it('lets only customer service confirm an offline transfer', () => {
    expect(canTransition('waiting', 'paid', 'service', 'offlineConfirmed')).toBe(true);
    expect(canTransition('waiting', 'paid', 'owner', 'offlineConfirmed')).toBe(false);
    expect(canTransition('waiting', 'paid', 'timer', 'offlineConfirmed')).toBe(false);
  });

  it('never lets the owner mark an order paid', () => {
    for (const reason of ['providerPaid', 'reconciled', 'offlineConfirmed', 'latePayment'] as const) expect(canTransition('waiting', 'paid', 'owner', reason)).toBe(false);
  });

  it('lets the owner, the timer and customer service cancel a waiting order, each for its own reason', () => {
    expect(canTransition('waiting', 'cancelled', 'owner', 'ownerCancelled')).toBe(true);
    expect(canTransition('waiting', 'cancelled', 'timer', 'timeout')).toBe(true);
    expect(canTransition('waiting', 'cancelled', 'service', 'serviceCancelled')).toBe(true);
    expect(canTransition('waiting', 'cancelled', 'owner', 'timeout')).toBe(false);
  });

  it('keeps a paid order paid', () => {
    expect(canTransition('paid', 'cancelled', 'owner', 'ownerCancelled')).toBe(false);
    expect(canTransition('paid', 'cancelled', 'service', 'serviceCancelled')).toBe(false);
    expect(canTransition('paid', 'waiting', 'service', 'created')).toBe(false);
    expect(paymentReason('paid', 'provider')).toBeNull();
  });

  it('honours a provider payment that arrives after the timer cancelled, and only that', () => {
    expect(paymentReason('cancelled', 'provider')).toBe('latePayment');
    expect(canTransition('cancelled', 'paid', 'provider', 'latePayment')).toBe(true);
    expect(canTransition('cancelled', 'paid', 'service', 'offlineConfirmed')).toBe(false);
    expect(canTransition('cancelled', 'waiting', 'owner', 'created')).toBe(false);
  });

  it('lets the seller close a waiting order, and a provider payment close one its product no longer takes (issue 45)', () => {
    expect(canTransition('waiting', 'cancelled', 'seller', 'sellerCancelled')).toBe(true);
    expect(canTransition('waiting', 'cancelled', 'provider', 'notPayable')).toBe(true);
    expect(canTransition('waiting', 'cancelled', 'reconcile', 'notPayable')).toBe(true);
    expect(canTransition('waiting', 'cancelled', 'owner', 'sellerCancelled')).toBe(false);
    expect(canTransition('waiting', 'cancelled', 'seller', 'notPayable')).toBe(false);
    expect(canTransition('waiting', 'paid', 'seller', 'providerPaid')).toBe(false);
    expect(canTransition('paid', 'cancelled', 'provider', 'notPayable')).toBe(false);
  });
});
