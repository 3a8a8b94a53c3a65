import pino from 'pino';
import { createInProcessPubSub } from '../../realtime/pubsub';
import { PublicResponseCache } from './response-cache';

/** Lets the pub/sub deliver what was published (its iterators answer on later ticks). */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('PublicResponseCache pages (issue #24: a burst of visitors renders a page once)', () => {
  const pubsub = createInProcessPubSub();
  const cache = new PublicResponseCache(60, pubsub, pino({ level: 'silent' }));
  beforeAll(() => cache.listen());
  afterAll(() => cache.close());

  it('keeps a page rendered right after its own invalidation when that invalidation comes back through the pub/sub', async () => {
    cache.invalidate();
    const first = await cache.page('/events');
    expect(first.html).toBeUndefined();
    await first.store('<p>events</p>');
    await delivered(); // the echo of our own invalidation arrives now (through Redis, a round trip later)
    expect((await cache.page('/events')).html).toBe('<p>events</p>');
  });

  it("drops its pages when another instance's invalidation arrives", async () => {
    const kept = await cache.page('/projects');
    await kept.store('<p>projects</p>');
    expect((await cache.page('/projects')).html).toBe('<p>projects</p>');
    pubsub.publish('PUBLIC_CONTENT_CHANGED', { generation: 1, origin: 'another instance' });
    await delivered();
    expect((await cache.page('/projects')).html).toBeUndefined();
  });

  it('makes visitors who ask while the page is being rendered wait for that render, and only the first store counts', async () => {
    cache.invalidate();
    const renderer = await cache.page('/gallery');
    expect(renderer.html).toBeUndefined();
    const waiting = Promise.all([cache.page('/gallery'), cache.page('/gallery')]);
    await renderer.store('<p>gallery</p>');
    await renderer.store(undefined); // the caller's `finally`: no second store
    expect((await waiting).map((lookup) => lookup.html)).toEqual(['<p>gallery</p>', '<p>gallery</p>']);
    expect((await cache.page('/gallery')).html).toBe('<p>gallery</p>');
  });

  it('lets the next visitor render when the render kept nothing (the page went as built)', async () => {
    cache.invalidate();
    const renderer = await cache.page('/resources');
    const waiter = cache.page('/resources');
    await renderer.store(undefined);
    const next = await waiter; // it renders in its turn
    expect(next.html).toBeUndefined();
    await next.store('<p>resources</p>');
    expect((await cache.page('/resources')).html).toBe('<p>resources</p>');
  });

  it('renders every time when the cache is off', async () => {
    const off = new PublicResponseCache(0, pubsub, pino({ level: 'silent' }));
    const lookup = await off.page('/events');
    await lookup.store('<p>events</p>');
    expect((await off.page('/events')).html).toBeUndefined();
  });
});
