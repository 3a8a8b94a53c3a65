import { Role, StaffStatus } from './roles';
import { demotes, leavesNoAdmin, staffTransitions, statusSql } from './staff.rules';

describe('staff account rules (issue #20)', () => {
  it('refuses only a change that takes the last active admin out', () => {
    expect(leavesNoAdmin(['a'], 'a', true)).toBe(true);
    expect(leavesNoAdmin(['a', 'b'], 'a', true)).toBe(false);
    expect(leavesNoAdmin(['a'], 'e', true)).toBe(false); // an editor or an invited admin
    expect(leavesNoAdmin(['a'], 'a', false)).toBe(false);
  });

  it('counts a demotion only from admin to another role', () => {
    expect(demotes(Role.ADMIN, Role.EDITOR)).toBe(true);
    expect(demotes(Role.EDITOR, Role.ADMIN)).toBe(false);
    expect(demotes(Role.ADMIN, Role.ADMIN)).toBe(false);
  });

  it('deactivates invited and active accounts, ending their sessions; reactivation restores by whether a password was set', () => {
    expect(staffTransitions.deactivate).toMatchObject({
      from: [StaffStatus.INVITED, StaffStatus.ACTIVE],
      to: StaffStatus.DEACTIVATED,
      endsSessions: true,
    });
    expect(staffTransitions.reactivate.from).toEqual([StaffStatus.DEACTIVATED]);
    expect(statusSql(staffTransitions.reactivate.to)).toBe(`CASE WHEN password_hash IS NULL THEN 'invited' ELSE 'active' END`);
    expect(staffTransitions.acceptInvite).toMatchObject({ from: [StaffStatus.INVITED], to: StaffStatus.ACTIVE });
  });
});
