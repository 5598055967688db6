import { personalMenu } from './menu';

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
