import { MemberStatus } from '../members/member.enums';
import { exportScopeOf } from './member-privacy';

describe('what "My data" exports (issues #21, #31)', () => {
  it('gives an applicant never approved only their own application', () => {
    expect(exportScopeOf({ id: 'm1', status: MemberStatus.PENDING })).toEqual({ kind: 'applicant', memberId: 'm1' });
    expect(exportScopeOf({ id: 'm1', status: MemberStatus.REJECTED })).toEqual({ kind: 'applicant', memberId: 'm1' });
  });

  it('gives an approved or inactive member everything held with their address', () => {
    expect(exportScopeOf({ id: 'm1', status: MemberStatus.APPROVED })).toEqual({ kind: 'address' });
    expect(exportScopeOf({ id: 'm1', status: MemberStatus.INACTIVE })).toEqual({ kind: 'address' });
  });
});
