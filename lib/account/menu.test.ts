import { ROUTES } from '@/lib/routes';
import { PERMISSIONS, ROLES, SCREEN_PERMISSION, roleHasPermission } from '@/lib/session/permissions';
import { mayOpenScreen, personalMenu } from './menu';

describe('the personal-centre menu of a company', () => {
  const edit = '/my/enterpriseInformationManagement/employeeInformationManagement';

  it('lists the read views to every member and the editing screens to the administrator only', () => {
    const admin = personalMenu('company_admin').map((i) => i.path);
    const employee = personalMenu('employee').map((i) => i.path);
    for (const read of ['/my/business', '/my/companyEmployee', '/my/groupInfo', '/my/userList', '/my/businessOrder']) {
      expect(admin).toContain(read);
      expect(employee).toContain(read);
    }
    expect(admin).toContain(edit);
    expect(employee).not.toContain(edit);
    expect(personalMenu('individual').map((i) => i.path)).not.toContain('/my/business');
  });
});

describe('the personal-centre menu of every role (issue 48 item 3: one rule, the one the endpoints and the shell read)', () => {
  const menuOf = (role: string) => personalMenu(role).map((i) => i.path);

  it('offers an employee no screen whose calls ask company:manage (the R&D data management among them)', () => {
    const employee = menuOf('employee');
    for (const [path, code] of Object.entries(SCREEN_PERMISSION)) {
      if (code === PERMISSIONS.companyManage) expect(employee).not.toContain(path);
    }
    expect(employee).not.toContain('/my/enterpriseInformationManagement/R&dDataManagement');
    expect(menuOf('company_admin')).toContain('/my/enterpriseInformationManagement/R&dDataManagement');
  });

  it('offers the review queues to the roles that review their kinds only, and the ranking console to both consoles', () => {
    const service = menuOf('customer_service');
    const publicAdmin = menuOf('public_admin');
    for (const path of ['/my/laboratorySettledCheck', '/my/enterpriseProductCheck', '/my/enterpriseStandardCheck', '/my/researchCheck', '/my/administration/commonDetectionPackage']) {
      expect(service).not.toContain(path);
      expect(publicAdmin).toContain(path);
    }
    expect(service).toContain('/my/administration/qualityRanking');
    expect(publicAdmin).toContain('/my/administration/qualityRanking');
    expect(service).not.toContain('/my/administration/enterpriseStandardManagement');
  });

  it("offers the laboratory's orders to laboratories only", () => {
    expect(menuOf('laboratory')).toContain('/my/laboratoryOrder');
    for (const role of ROLES.filter((r) => r !== 'laboratory')) expect(menuOf(role)).not.toContain('/my/laboratoryOrder');
  });

  it('lists for each role exactly the built /my/ screens (details aside) that mayOpenScreen opens to it', () => {
    for (const role of ROLES) {
      const expected = ROUTES.filter((r) => r.built && r.path.startsWith('/my/') && !r.path.endsWith('Detail') && mayOpenScreen(role, r.path)).map((r) => r.path);
      expect(menuOf(role)).toEqual(expected);
      // Each screen's extra permission is one the role holds.
      for (const path of menuOf(role)) if (Object.hasOwn(SCREEN_PERMISSION, path)) expect(roleHasPermission(role, SCREEN_PERMISSION[path])).toBe(true);
    }
  });
});

describe('mayFollowLinkTo', () => {
  it('lets an individual open the company screen an invitation links to, which the menu does not offer', async () => {
    const { mayFollowLinkTo, mayOpenScreen, personalMenu } = await import('./menu');
    expect(mayOpenScreen('individual', '/my/business')).toBe(false);
    expect(mayFollowLinkTo('individual', '/my/business')).toBe(true);
    expect(personalMenu('individual').map((i) => i.path)).not.toContain('/my/business');
    expect(mayFollowLinkTo('employee', '/my/enterpriseInformationManagement/employeeInformationManagement')).toBe(false);
  });
});
