import { describe, expect, it } from 'vitest';
import { actionsFor, decideStage, resultsVisible, STAGE_FLOW } from './order-stages';

describe('detection order stages', () => {
  it('walks the spec order from pre-review to service evaluation, each step by its party', () => {
    const steps = [
      ['submit', 'customer', null, 'preReview'],
      ['assign', 'service', 'preReview', 'offer'],
      ['offer', 'laboratory', 'offer', 'offer'],
      ['accept', 'customer', 'offer', 'contract'],
      ['confirmContract', 'laboratory', 'contract', 'contract'],
      ['confirmContract', 'customer', 'contract', 'contract'],
      ['paid', 'payment', 'contract', 'executing'],
      ['deliver', 'laboratory', 'executing', 'delivered'],
      ['complete', 'customer', 'delivered', 'completed'],
      ['evaluate', 'customer', 'completed', 'evaluated'],
    ] as const;
    for (const [action, party, from, to] of steps) expect(decideStage(from, action, party)).toEqual({ ok: true, to });
    expect(STAGE_FLOW).toEqual(['preReview', 'offer', 'contract', 'executing', 'delivered', 'completed', 'evaluated']);
  });

  it('refuses the customer skipping to completed or marking the order paid', () => {
    expect(decideStage('executing', 'complete', 'customer')).toEqual({ ok: false, reason: 'CloudOrders.badStage' });
    expect(decideStage('offer', 'complete', 'customer')).toEqual({ ok: false, reason: 'CloudOrders.badStage' });
    expect(decideStage('contract', 'paid', 'customer')).toEqual({ ok: false, reason: 'CloudOrders.notYourRole' });
  });

  it('refuses a party the action does not belong to as a role, a right party at the wrong stage as a stage', () => {
    expect(decideStage('offer', 'offer', 'customer')).toEqual({ ok: false, reason: 'CloudOrders.notYourRole' });
    expect(decideStage('offer', 'assign', 'laboratory')).toEqual({ ok: false, reason: 'CloudOrders.notYourRole' });
    expect(decideStage('contract', 'deliver', 'laboratory')).toEqual({ ok: false, reason: 'CloudOrders.badStage' });
    expect(decideStage('delivered', 'evaluate', 'customer')).toEqual({ ok: false, reason: 'CloudOrders.badStage' });
    expect(decideStage('evaluated', 'evaluate', 'customer')).toEqual({ ok: false, reason: 'CloudOrders.badStage' });
  });

  it('lets customer service record a contact without moving the stage', () => {
    expect(decideStage('preReview', 'contact', 'service')).toEqual({ ok: true, to: 'preReview' });
    expect(decideStage('offer', 'contact', 'service')).toEqual({ ok: true, to: 'offer' });
  });

  it('lets the customer cancel until the contract is paid, customer service only before the contract', () => {
    expect(decideStage('contract', 'cancel', 'customer')).toEqual({ ok: true, to: 'cancelled' });
    expect(decideStage('contract', 'cancel', 'service')).toEqual({ ok: false, reason: 'CloudOrders.badStage' });
    expect(decideStage('executing', 'cancel', 'customer')).toEqual({ ok: false, reason: 'CloudOrders.badStage' });
    expect(decideStage('cancelled', 'assign', 'service')).toEqual({ ok: false, reason: 'CloudOrders.badStage' });
  });

  it('routes a new order to the customer’s laboratory as part of submitting, never as a button or for anyone else', () => {
    expect(decideStage('preReview', 'route', 'customer')).toEqual({ ok: true, to: 'offer' });
    expect(decideStage('offer', 'route', 'customer')).toEqual({ ok: false, reason: 'CloudOrders.badStage' });
    expect(decideStage('preReview', 'route', 'service')).toEqual({ ok: false, reason: 'CloudOrders.notYourRole' });
    expect(decideStage('preReview', 'assign', 'customer')).toEqual({ ok: false, reason: 'CloudOrders.notYourRole' });
    expect(actionsFor('preReview', 'customer')).toEqual(['cancel']);
  });

  it('lists the buttons of each side', () => {
    expect(actionsFor('offer', 'customer')).toEqual(['accept', 'cancel']);
    expect(actionsFor('executing', 'laboratory')).toEqual(['deliver']);
    expect(actionsFor('preReview', 'service')).toEqual(['contact', 'assign', 'cancel']);
  });

  it('shows results only after the payment was confirmed', () => {
    expect(resultsVisible('delivered', true)).toBe(true);
    expect(resultsVisible('delivered', false)).toBe(false);
    expect(resultsVisible('executing', true)).toBe(false);
  });
});
