import { MemberStatus } from './member.enums';
import { approverName, memberTransitions } from './member.rules';

describe('member status transitions (SPEC §4)', () => {
  it('moves approve and reject only from pending', () => {
    expect(memberTransitions.approve).toMatchObject({ from: [MemberStatus.PENDING], to: MemberStatus.APPROVED });
    expect(memberTransitions.reject).toMatchObject({ from: [MemberStatus.PENDING], to: MemberStatus.REJECTED });
  });

  it('deactivates approved members and reactivates inactive ones', () => {
    expect(memberTransitions.deactivate).toMatchObject({ from: [MemberStatus.APPROVED], to: MemberStatus.INACTIVE });
    expect(memberTransitions.reactivate).toMatchObject({ from: [MemberStatus.INACTIVE], to: MemberStatus.APPROVED });
  });

  it('records approver, date and notes (or null) on approve', () => {
    const now = new Date('2026-01-02T03:04:05Z');
    expect(memberTransitions.approve.records({ id: 'u', name: 'Priya' }, { notes: '  ' }, now)).toEqual({
      approvedDate: now,
      approvedBy: 'Priya',
      notes: null,
    });
    expect(memberTransitions.approve.records({ id: 'u', name: 'Priya' }, { notes: 'ok' }, now).notes).toBe('ok');
  });

  it('records rejecter, date and the trimmed reason on reject', () => {
    const now = new Date();
    expect(memberTransitions.reject.records({ id: 'u', name: 'Tom' }, { reason: ' Outside area ' }, now)).toEqual({
      rejectedDate: now,
      rejectedBy: 'Tom',
      rejectionReason: 'Outside area',
    });
  });

  it('falls back to "Admin" when the reviewer has no name', () => {
    expect(approverName({ id: null, name: null })).toBe('Admin');
    expect(approverName({ id: 'x', name: '  ' })).toBe('Admin');
  });
});
