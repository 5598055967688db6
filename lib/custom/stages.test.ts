import { describe, expect, it } from 'vitest';
import { customActionsFor, decideCustom } from './stages';

describe('decideCustom', () => {
  it('walks the whole order by its parties', () => {
    expect(decideCustom(null, 'submit', 'customer')).toEqual({ ok: true, to: 'preReview' });
    expect(decideCustom('preReview', 'contact', 'service')).toEqual({ ok: true, to: 'preReview' });
    expect(decideCustom('preReview', 'reviewPass', 'service')).toEqual({ ok: true, to: 'offer' });
    expect(decideCustom('offer', 'draftContract', 'supplier')).toEqual({ ok: true, to: 'contract' });
    expect(decideCustom('contract', 'sign', 'customer')).toEqual({ ok: true, to: 'contract' });
    expect(decideCustom('contract', 'paid', 'payment')).toEqual({ ok: true, to: 'executing' });
    expect(decideCustom('executing', 'scheme', 'supplier', 0)).toEqual({ ok: true, to: 'executing' });
    expect(decideCustom('executing', 'testing', 'supplier', 3)).toEqual({ ok: true, to: 'executing' });
    expect(decideCustom('executing', 'deliver', 'supplier', 4)).toEqual({ ok: true, to: 'delivered' });
    expect(decideCustom('delivered', 'complete', 'customer')).toEqual({ ok: true, to: 'completed' });
    expect(decideCustom('completed', 'evaluate', 'customer')).toEqual({ ok: true, to: 'evaluated' });
  });

  it('refuses the wrong party as a role and the wrong moment as a stage', () => {
    expect(decideCustom('preReview', 'reviewPass', 'customer')).toEqual({ ok: false, reason: 'Custom.notYourRole' });
    expect(decideCustom('offer', 'draftContract', 'customer')).toEqual({ ok: false, reason: 'Custom.notYourRole' });
    expect(decideCustom('offer', 'reviewPass', 'service')).toEqual({ ok: false, reason: 'Custom.badStage' });
    expect(decideCustom('executing', 'evaluate', 'customer')).toEqual({ ok: false, reason: 'Custom.badStage' });
  });

  it('keeps the executing steps in order and delivery after testing', () => {
    expect(decideCustom('executing', 'labRnd', 'supplier', 0)).toEqual({ ok: false, reason: 'Custom.badStage' });
    expect(decideCustom('executing', 'scheme', 'supplier', 1)).toEqual({ ok: false, reason: 'Custom.badStage' });
    expect(decideCustom('executing', 'deliver', 'supplier', 3)).toEqual({ ok: false, reason: 'Custom.badStage' });
  });

  it('offers each party only the steps it may take now', () => {
    expect(customActionsFor('preReview', 'service')).toEqual(['contact', 'assign', 'reviewPass', 'reviewFail', 'cancel']);
    expect(customActionsFor('contract', 'customer')).toEqual(['sign', 'cancelContract', 'pay']);
    expect(customActionsFor('executing', 'supplier', 2)).toEqual(['production']);
    expect(customActionsFor('evaluated', 'customer')).toEqual([]);
  });
});
