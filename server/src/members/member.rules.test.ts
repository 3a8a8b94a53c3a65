import { MemberStatus } from './member.enums';
import { appendNote, approverName, memberTransitions } from './member.rules';

const at = (over: Partial<{ now: Date; today: string; notes: string | null }> = {}) => ({
  now: new Date('2026-01-02T03:04:05Z'),
  today: '2026-01-02',
  notes: null,
  ...over,
});

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
    const moment = at();
    expect(memberTransitions.approve.records({ id: 'u', name: 'Priya' }, { notes: '  ' }, moment)).toEqual({
      approvedDate: moment.now,
      approvedBy: 'Priya',
      notes: null,
    });
    expect(memberTransitions.approve.records({ id: 'u', name: 'Priya' }, { notes: 'ok' }, moment).notes).toBe('ok');
  });

  it('appends approval notes to the notes already there, and keeps them when the box is empty (issue #19)', () => {
    const notes = 'Phoned: proof of residency to follow';
    expect(memberTransitions.approve.records({ id: 'u', name: 'P' }, { notes: '' }, at({ notes })).notes).toBe(notes);
    expect(memberTransitions.approve.records({ id: 'u', name: 'P' }, { notes: 'Proof seen' }, at({ notes })).notes).toBe(`${notes}\nProof seen`);
    expect(appendNote(null, null)).toBeNull();
  });

  it('records rejecter, date and the trimmed reason on reject', () => {
    const moment = at();
    expect(memberTransitions.reject.records({ id: 'u', name: 'Tom' }, { reason: ' Outside area ' }, moment)).toEqual({
      rejectedDate: moment.now,
      rejectedBy: 'Tom',
      rejectionReason: 'Outside area',
    });
  });

  it('reconsiders a rejection: back to pending, rejection cleared, the note appended (issue #19)', () => {
    expect(memberTransitions.reconsider).toMatchObject({ from: [MemberStatus.REJECTED], to: MemberStatus.PENDING });
    expect(memberTransitions.reconsider.records({ id: 'u', name: 'Tom' }, { note: 'Lives in Vine St after all' }, at({ notes: 'Old' }))).toEqual({
      rejectedDate: null,
      rejectedBy: null,
      rejectionReason: null,
      notes: 'Old\nReconsidered 2026-01-02 by Tom: Lives in Vine St after all',
    });
  });

  it('records the ceased date on deactivation and clears it on reactivation (AIR Act 2012 (Vic) s 56(3))', () => {
    expect(memberTransitions.deactivate.records({ id: 'u', name: 'Tom' }, {}, at())).toEqual({ ceasedDate: '2026-01-02', ceasedReason: 'removed' });
    expect(memberTransitions.reactivate.records()).toEqual({ ceasedDate: null, ceasedReason: null });
  });

  it('falls back to "Admin" when the reviewer has no name', () => {
    expect(approverName({ id: null, name: null })).toBe('Admin');
    expect(approverName({ id: 'x', name: '  ' })).toBe('Admin');
  });
});
