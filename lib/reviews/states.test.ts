import fc from 'fast-check';
import { kindsReviewedBy, mayReview, REVIEW_KIND_NAMES, type ReviewKindDef } from './kinds';
import { availableActions, checkTransition, refusalMessage, REVIEW_ACTIONS, REVIEW_STATES, TRANSITIONS, type ReviewAction, type ReviewState } from './states';

const owner = { isOwnerSide: true, isReviewer: false };
const reviewer = { isOwnerSide: false, isReviewer: true };
const stranger = { isOwnerSide: false, isReviewer: false };

describe('checkTransition', () => {
  it('walks the whole life of an item: submit, review, fail, resubmit, approve, edit, revoke', () => {
    const path: [ReviewAction, typeof owner, ReviewState, string?][] = [
      ['submit', owner, 'notSubmitted'],
      ['start', reviewer, 'submitted'],
      ['fail', reviewer, 'underReview', 'missing the tensile standard'],
      ['submit', owner, 'failed'],
      ['start', reviewer, 'submitted'],
      ['approve', reviewer, 'underReview'],
      ['edit', owner, 'approved'],
      ['start', reviewer, 'submitted'],
      ['approve', reviewer, 'underReview'],
      ['revoke', reviewer, 'approved', 'price no longer valid'],
      ['submit', owner, 'notSubmitted'],
      ['withdraw', owner, 'submitted'],
    ];
    const reached = path.map(([action, who, state, comment]) => {
      const result = checkTransition({ action, state, ...who, comment });
      expect(result, `${action} from ${state}`).toMatchObject({ ok: true });
      return result.ok ? result.to : null;
    });
    expect(reached).toEqual(['submitted', 'underReview', 'failed', 'submitted', 'underReview', 'approved', 'submitted', 'underReview', 'approved', 'notSubmitted', 'submitted', 'notSubmitted']);
  });

  it('refuses a reviewer action by the owner or submitter as self-review, even when the role reviews the kind', () => {
    for (const action of ['start', 'approve', 'fail', 'revoke'] as const) {
      expect(checkTransition({ action, state: TRANSITIONS[action].from[0], isOwnerSide: true, isReviewer: true, comment: 'x' })).toEqual({ ok: false, reason: 'selfReview' });
    }
  });

  it('refuses reviewer actions by a non-reviewer and owner actions by anyone else', () => {
    expect(checkTransition({ action: 'approve', state: 'underReview', ...stranger })).toEqual({ ok: false, reason: 'notReviewer' });
    expect(checkTransition({ action: 'withdraw', state: 'submitted', ...reviewer })).toEqual({ ok: false, reason: 'notOwner' });
    expect(checkTransition({ action: 'submit', state: 'notSubmitted', ...stranger })).toEqual({ ok: false, reason: 'notOwner' });
  });

  it('refuses approving a withdrawn item, deciding twice and reviewing what nobody submitted', () => {
    expect(checkTransition({ action: 'approve', state: 'notSubmitted', ...reviewer })).toEqual({ ok: false, reason: 'wrongState' });
    expect(checkTransition({ action: 'approve', state: 'approved', ...reviewer })).toEqual({ ok: false, reason: 'wrongState' });
    expect(checkTransition({ action: 'fail', state: 'failed', ...reviewer, comment: 'again' })).toEqual({ ok: false, reason: 'wrongState' });
    expect(checkTransition({ action: 'start', state: 'underReview', ...reviewer })).toEqual({ ok: false, reason: 'wrongState' });
    expect(checkTransition({ action: 'withdraw', state: 'approved', ...owner })).toEqual({ ok: false, reason: 'wrongState' });
  });

  it('requires a reason to fail or revoke, and blank text is no reason', () => {
    expect(checkTransition({ action: 'fail', state: 'underReview', ...reviewer })).toEqual({ ok: false, reason: 'commentRequired' });
    expect(checkTransition({ action: 'revoke', state: 'approved', ...reviewer, comment: '   ' })).toEqual({ ok: false, reason: 'commentRequired' });
    expect(checkTransition({ action: 'approve', state: 'underReview', ...reviewer })).toEqual({ ok: true, to: 'approved' });
  });
});

describe('availableActions', () => {
  it('offers the owner submit, withdraw and resubmit, and the reviewer start, decide and revoke', () => {
    expect(availableActions('notSubmitted', owner)).toEqual(['submit']);
    expect(availableActions('underReview', owner)).toEqual(['withdraw']);
    expect(availableActions('failed', owner)).toEqual(['submit']);
    expect(availableActions('submitted', reviewer)).toEqual(['start']);
    expect(availableActions('underReview', reviewer)).toEqual(['approve', 'fail']);
    expect(availableActions('approved', reviewer)).toEqual(['revoke']);
    expect(availableActions('underReview', { isOwnerSide: true, isReviewer: true })).toEqual(['withdraw']);
    expect(availableActions('underReview', stranger)).toEqual([]);
  });

  it('offers exactly the actions checkTransition allows (with a reason given)', () => {
    for (const state of REVIEW_STATES) {
      for (const who of [owner, reviewer, stranger, { isOwnerSide: true, isReviewer: true }]) {
        const allowed = REVIEW_ACTIONS.filter((action) => action !== 'edit' && checkTransition({ action, state, ...who, comment: 'r' }).ok);
        expect(availableActions(state, who)).toEqual(allowed);
      }
    }
  });
});

describe('review kinds', () => {
  it('has the public administrator review every kind the spec names, and nobody else so far', () => {
    expect(REVIEW_KIND_NAMES).toEqual(['testBag', 'laboratory', 'enterpriseStandard', 'recommendedProduct', 'researchData', 'dataProductOffer', 'rankingApplication']);
    expect(kindsReviewedBy('public_admin')).toEqual(REVIEW_KIND_NAMES);
    for (const role of ['individual', 'company_admin', 'employee', 'laboratory', 'expert', 'customer_service']) expect(kindsReviewedBy(role)).toEqual([]);
    expect(mayReview('testBag', { role: 'public_admin', companyId: null }, 7)).toBe(true);
    expect(mayReview('testBag', { role: 'customer_service', companyId: null }, null)).toBe(false);
    expect(mayReview('nothing', { role: 'public_admin', companyId: null }, null)).toBe(false);
  });

  it('limits a company-scoped reviewer to things owned inside the same company', () => {
    const table: Record<string, ReviewKindDef> = {
      product: { reviewers: [{ role: 'company_admin', scope: 'ownerCompany' }, { role: 'customer_service', scope: 'platform' }], reviewScreen: '/a', ownerScreen: '/b' },
    };
    expect(mayReview('product', { role: 'company_admin', companyId: 3 }, 3, table)).toBe(true);
    expect(mayReview('product', { role: 'company_admin', companyId: 3 }, 4, table)).toBe(false);
    expect(mayReview('product', { role: 'company_admin', companyId: null }, null, table)).toBe(false);
    expect(mayReview('product', { role: 'customer_service', companyId: null }, 4, table)).toBe(true);
    expect(kindsReviewedBy('company_admin', table)).toEqual(['product']);
  });
});

/** A small world: user 1 owns the item and is even a public administrator; 2 reviews; 3 is a user; 4 another administrator. */
const ROLES: Record<number, { role: string; companyId: number | null }> = {
  1: { role: 'public_admin', companyId: null },
  2: { role: 'public_admin', companyId: null },
  3: { role: 'individual', companyId: null },
  4: { role: 'public_admin', companyId: 9 },
};

describe('the state machine under any sequence of actions', () => {
  const step = fc.record({ action: fc.constantFrom(...REVIEW_ACTIONS), actor: fc.constantFrom(1, 2, 3, 4), comment: fc.constantFrom('', ' ', 'reason') });

  it('never lets the owner or a submitter start, approve, fail or revoke, and only reviewers decide', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.constantFrom(...REVIEW_KIND_NAMES), (steps, kind) => {
        let state: ReviewState = 'notSubmitted';
        const ownerId = 1;
        let submittedBy: number | null = null;
        for (const s of steps) {
          const isOwnerSide = s.actor === ownerId || s.actor === submittedBy;
          const isReviewer = mayReview(kind, ROLES[s.actor], null);
          const result = checkTransition({ action: s.action, state, isOwnerSide, isReviewer, comment: s.comment });
          if (!result.ok) continue;
          if (TRANSITIONS[s.action].actor === 'reviewer') {
            expect(s.actor).not.toBe(ownerId);
            expect(s.actor).not.toBe(submittedBy);
            expect(isReviewer).toBe(true);
          }
          if (result.to === 'approved') expect(s.action).toBe('approve');
          if (s.action === 'submit' || s.action === 'edit') submittedBy = s.actor;
          expect(TRANSITIONS[s.action].from).toContain(state);
          state = result.to;
          expect(REVIEW_STATES).toContain(state);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never reaches approved without passing under review just before', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...REVIEW_ACTIONS), { maxLength: 30 }), (actions) => {
        let state: ReviewState = 'notSubmitted';
        for (const action of actions) {
          const who = TRANSITIONS[action].actor === 'reviewer' ? reviewer : owner;
          const result = checkTransition({ action, state, ...who, comment: 'r' });
          if (!result.ok) continue;
          if (result.to === 'approved') expect(state).toBe('underReview');
          state = result.to;
        }
      }),
    );
  });
});

describe('refusalMessage', () => {
  it('names the specific refusal where the state tells more', () => {
    expect(refusalMessage('approve', 'approved', 'wrongState')).toBe('Reviews.refused.alreadyDecided');
    expect(refusalMessage('start', 'failed', 'wrongState')).toBe('Reviews.refused.alreadyDecided');
    expect(refusalMessage('approve', 'notSubmitted', 'wrongState')).toBe('Reviews.refused.notPending');
    expect(refusalMessage('revoke', 'underReview', 'wrongState')).toBe('Reviews.refused.notApproved');
    expect(refusalMessage('approve', 'submitted', 'wrongState')).toBe('Reviews.refused.wrongState');
    expect(refusalMessage('withdraw', 'approved', 'wrongState')).toBe('Reviews.refused.wrongState');
    expect(refusalMessage('approve', 'underReview', 'selfReview')).toBe('Reviews.refused.selfReview');
  });
});
