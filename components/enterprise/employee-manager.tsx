'use client';
import { InvitePanel } from './invite-panel';
import { MemberList } from './member-list';

/** …/employeeInformationManagement: invite, group, remove and the administrator transfer. */
export function EmployeeManager() {
  return (
    <>
      <MemberList manage title="members" />
      <InvitePanel />
    </>
  );
}
