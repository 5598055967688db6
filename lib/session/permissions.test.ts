import { isCurrentAuthor, managesCompanyObject, type SessionUser } from './permissions';

/** The one rule for company-owned objects (issue 45 item 5). */
const user = (id: number, role: SessionUser['role'], companyId: number | null) => ({ id, role, companyId });
const product = { ownerId: 1, companyId: 10 };

describe('managesCompanyObject', () => {
  it('lets the author manage while a member of the owning company, and the company administrator always', () => {
    expect(managesCompanyObject(user(1, 'employee', 10), product)).toBe(true);
    expect(managesCompanyObject(user(2, 'company_admin', 10), product)).toBe(true);
  });

  it('refuses the author once removed from the company (an individual now, or in another company)', () => {
    expect(managesCompanyObject(user(1, 'individual', null), product)).toBe(false);
    expect(managesCompanyObject(user(1, 'employee', 11), product)).toBe(false);
    expect(managesCompanyObject(user(1, 'company_admin', 11), product)).toBe(false);
  });

  it('refuses other members, other companies’ administrators and visitors', () => {
    expect(managesCompanyObject(user(3, 'employee', 10), product)).toBe(false);
    expect(managesCompanyObject(user(4, 'company_admin', 11), product)).toBe(false);
    expect(managesCompanyObject(user(5, 'public_admin', null), product)).toBe(false);
    expect(managesCompanyObject(null, product)).toBe(false);
  });

  it('leaves an object of no company to its author alone', () => {
    const own = { ownerId: 1, companyId: null };
    expect(managesCompanyObject(user(1, 'individual', null), own)).toBe(true);
    expect(managesCompanyObject(user(1, 'employee', 10), own)).toBe(true);
    expect(managesCompanyObject(user(2, 'company_admin', 10), own)).toBe(false);
  });
});

describe('isCurrentAuthor', () => {
  it('is the author while in the owning company, and never the administrator', () => {
    expect(isCurrentAuthor(user(1, 'employee', 10), product)).toBe(true);
    expect(isCurrentAuthor(user(1, 'individual', null), product)).toBe(false);
    expect(isCurrentAuthor(user(2, 'company_admin', 10), product)).toBe(false);
    expect(isCurrentAuthor(user(1, 'individual', null), { ownerId: 1, companyId: null })).toBe(true);
  });
});
