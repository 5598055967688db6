import { ACCESS_PARTS, accessCells, type AccessRole, type AccessVisibility } from '@/tests/fixtures/research-data-access';
import { decide, normaliseParts, visibleParts, type Part, type PolicyActor, type PolicyRecord } from './policy';

const A = 1;
const B = 2;
const C = 3;
const D = 4;
const actors: Record<AccessRole, PolicyActor | null> = {
  owner: { id: 10, role: 'company_admin', companyId: A },
  sameCompany: { id: 11, role: 'employee', companyId: A },
  enterprise: { id: 12, role: 'employee', companyId: B },
  person: { id: 17, role: 'employee', companyId: D },
  otherCompany: { id: 13, role: 'employee', companyId: C },
  granted: { id: 14, role: 'employee', companyId: C },
  notGranted: { id: 15, role: 'employee', companyId: C },
  anonymous: null,
  publicAdmin: { id: 16, role: 'public_admin', companyId: null },
};

function record(visibility: AccessVisibility): PolicyRecord {
  return {
    ownerId: 10,
    companyId: A,
    visibility: visibility === 'draft' ? 'directional' : visibility,
    draft: visibility === 'draft',
    deleted: false,
    published: visibility === 'public',
    parts: normaliseParts(ACCESS_PARTS),
    namedUserIds: visibility === 'selected' ? [17] : [],
    namedCompanyIds: visibility === 'directional' || visibility === 'draft' ? [B] : [],
    grantedUserIds: [14],
  };
}

describe('the R&D data access policy (issue 16 acceptance table)', () => {
  it.each(accessCells())('$role × $visibility × $action → $allow', ({ role, visibility, action, allow }) => {
    expect(decide(actors[role], record(visibility), action)).toBe(allow);
  });

  it('treats an owner removed from the record’s company as an outsider (issue 45 item 5)', () => {
    const removed: PolicyActor = { id: 10, role: 'individual', companyId: null };
    for (const action of ['edit', 'share', 'publish', 'delete'] as const) expect(decide(removed, record('directional'), action)).toBe(false);
    expect(decide(removed, { ...record('directional'), deleted: true }, 'restore')).toBe(false);
    expect([...visibleParts(removed, record('directional'))]).toEqual(['metadata']);
    expect(visibleParts(removed, record('private')).size).toBe(0);
    // A record of no company stays its author's.
    expect(decide(removed, { ...record('private'), companyId: null }, 'edit')).toBe(true);
  });

  it('keeps a restricted record findable while its values and files stay hidden', () => {
    const parts = visibleParts(actors.otherCompany, record('directional'));
    expect([...parts]).toEqual(['metadata']);
  });

  it('hides everything in the recycle bin except from the owner, who may restore and purge', () => {
    const r = { ...record('public'), deleted: true };
    expect(decide(actors.granted, r, 'page')).toBe(false);
    expect(decide(actors.owner, r, 'restore')).toBe(true);
    expect(decide(actors.owner, r, 'purge')).toBe(true);
    expect(decide(actors.owner, r, 'share')).toBe(false);
    expect(decide(actors.owner, record('public'), 'purge')).toBe(false);
  });

  it('lets a public record under review be read in full by the public administrator only', () => {
    const r = { ...record('public'), published: false, grantedUserIds: [] };
    expect(decide(actors.publicAdmin, r, 'get')).toBe(true);
    expect(decide(actors.otherCompany, r, 'get')).toBe(false);
    expect(decide(actors.otherCompany, r, 'page')).toBe(true);
  });

  it('offers an access application only to signed-in non-owners who cannot read everything', () => {
    expect(decide(actors.otherCompany, record('directional'), 'apply')).toBe(true);
    expect(decide(actors.enterprise, record('directional'), 'apply')).toBe(false);
    expect(decide(actors.person, record('selected'), 'apply')).toBe(true);
    expect(decide(actors.anonymous, record('directional'), 'apply')).toBe(false);
    expect(decide(actors.owner, record('directional'), 'apply')).toBe(false);
  });

  it('follows the parts the owner chose per audience', () => {
    const parts = { internal: ['metadata'], enterprises: ['metadata', 'properties'], persons: ['metadata', 'files'], public: [] } satisfies Record<string, Part[]>;
    const r = { ...record('directional'), parts };
    expect(decide(actors.sameCompany, r, 'get', 'composition')).toBe(false);
    expect(decide(actors.enterprise, r, 'get', 'properties')).toBe(true);
    expect(decide(actors.enterprise, r, 'get', 'composition')).toBe(false);
    expect(decide(actors.enterprise, r, 'download')).toBe(false);
    const s = { ...record('selected'), parts };
    expect(decide(actors.person, s, 'download')).toBe(true);
    expect(decide(actors.person, s, 'get', 'properties')).toBe(false);
  });

  it('adds up the parts of every audience a viewer belongs to (a named person of a named company)', () => {
    const parts = { internal: [], enterprises: ['metadata', 'composition'], persons: ['metadata', 'files'], public: ['metadata', 'properties'] } satisfies Record<string, Part[]>;
    const r = { ...record('public'), parts, namedUserIds: [12], namedCompanyIds: [B] };
    expect([...visibleParts(actors.enterprise, r)].sort()).toEqual(['composition', 'files', 'metadata', 'properties']);
    expect([...visibleParts(actors.otherCompany, r)].sort()).toEqual(['metadata', 'properties']);
  });

  it('reads parts stored before the four audiences with their old meaning (named → other enterprises and external persons)', () => {
    expect(normaliseParts({ internal: ['metadata'], named: ['metadata', 'files'], public: [] })).toEqual({ internal: ['metadata'], enterprises: ['metadata', 'files'], persons: ['metadata', 'files'], public: [] });
    expect(normaliseParts(null)).toEqual({ internal: ['metadata', 'composition', 'properties', 'files'], enterprises: ['metadata', 'composition', 'properties', 'files'], persons: ['metadata', 'composition', 'properties', 'files'], public: ['metadata'] });
    expect(normaliseParts({ internal: ['metadata', 'bogus'], named: ['files'], enterprises: ['composition'], public: [] }).enterprises).toEqual(['composition']);
  });
});
