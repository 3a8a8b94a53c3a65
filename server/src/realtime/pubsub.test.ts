import { createInProcessPubSub, deserializePayload, serializePayload } from './pubsub';

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

describe('in-process pub/sub', () => {
  const change = (generation: number) => ({ generation, origin: 'test' });

  it('delivers each payload to every subscriber in order, and nothing after a subscriber stops', async () => {
    const pubsub = createInProcessPubSub();
    const first = pubsub.subscribe('PUBLIC_CONTENT_CHANGED')[Symbol.asyncIterator]();
    const second = pubsub.subscribe('PUBLIC_CONTENT_CHANGED')[Symbol.asyncIterator]();
    const firstNext = first.next();
    const secondNext = second.next();
    await new Promise((resolve) => setImmediate(resolve)); // each subscribes on its first next()
    pubsub.publish('PUBLIC_CONTENT_CHANGED', change(1));
    pubsub.publish('PUBLIC_CONTENT_CHANGED', change(2));
    expect(await firstNext).toEqual({ value: change(1), done: false });
    expect(await secondNext).toEqual({ value: change(1), done: false });
    expect(await first.next()).toEqual({ value: change(2), done: false });
    await first.return?.();
    pubsub.publish('PUBLIC_CONTENT_CHANGED', change(3));
    expect(await second.next()).toEqual({ value: change(2), done: false });
    expect(await second.next()).toEqual({ value: change(3), done: false });
    await second.return?.();
  });
});
