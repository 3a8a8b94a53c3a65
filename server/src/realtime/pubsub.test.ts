import { deserializePayload, serializePayload } from './pubsub';

describe('pub/sub payload encoding (Redis)', () => {
  it('brings Dates back as Dates and leaves date-like text as text', () => {
    const payload = {
      member: { approvedDate: new Date('2026-03-04T05:06:07.089Z'), joinDate: '2026-03-04', notes: '2026-03-04T05:06:07.089Z', rejectedDate: null },
    };
    const back = deserializePayload(serializePayload(payload)) as typeof payload;
    expect(back.member.approvedDate).toBeInstanceOf(Date);
    expect(back.member.approvedDate.toISOString()).toBe('2026-03-04T05:06:07.089Z');
    expect(back.member.joinDate).toBe('2026-03-04');
    expect(back.member.notes).toBe('2026-03-04T05:06:07.089Z');
    expect(back.member.rejectedDate).toBeNull();
  });
});
