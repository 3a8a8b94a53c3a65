import { approvedChanges } from './member-change-requests';

describe('an approved change request (issue #21)', () => {
  it('writes only what was asked: the name, the address, or both', () => {
    expect(approvedChanges({ fullName: 'Ann Lee', address: null })).toEqual({ fullName: 'Ann Lee' });
    expect(approvedChanges({ fullName: null, address: '4 Shared Street' })).toEqual({ address: '4 Shared Street' });
    expect(approvedChanges({ fullName: 'Ann Lee', address: '4 Shared Street' })).toEqual({ fullName: 'Ann Lee', address: '4 Shared Street' });
    expect(approvedChanges({ fullName: null, address: null })).toEqual({});
  });
});
