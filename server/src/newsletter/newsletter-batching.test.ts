import { DeliveryStatus } from './issue.entity';
import { AcceptedMarks, ClaimRounds, type ClaimedCopy } from './newsletter-batching';

const copy = (id: string): ClaimedCopy => ({ id, email: `${id}@example.org`, unsubscribe_token: 't', attempts: 1, claim: 'now' });

describe('a newsletter run’s batching (issue #31, 8e)', () => {
  it('records the copies accepted while one UPDATE runs together in the next, each worker waiting for its own', async () => {
    const statements: string[][] = [];
    const db = {
      query: jest.fn(async (_sql: string, [ids]: [string[], DeliveryStatus]) => {
        statements.push(ids);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }),
    };
    const marks = new AcceptedMarks(db as never, () => DeliveryStatus.SENT);
    const first = marks.mark('a');
    await Promise.all([first, marks.mark('b'), marks.mark('c')]);
    expect(statements.flat().sort()).toEqual(['a', 'b', 'c']);
    expect(statements.length).toBeLessThanOrEqual(2);
    expect(db.query.mock.calls[0][1][1]).toBe(DeliveryStatus.SENT);
  });

  it('fails each mark of a group whose UPDATE failed', async () => {
    const marks = new AcceptedMarks({ query: () => Promise.reject(new Error('database gone')) } as never, () => DeliveryStatus.KEPT);
    await expect(marks.mark('a')).rejects.toThrow('database gone');
  });

  it('serves the workers that wait while a claim runs with one claim for as many copies, and null once none is left', async () => {
    const left = [copy('a'), copy('b'), copy('c')];
    const counts: number[] = [];
    const rounds = new ClaimRounds(async (count) => {
      counts.push(count);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return left.splice(0, count);
    });
    const got = await Promise.all([rounds.next(), rounds.next(), rounds.next()]);
    expect(got.map((c) => c?.id)).toEqual(['a', 'b', 'c']);
    expect(counts).toEqual([1, 2]);
    expect(await rounds.next()).toBeNull();
  });
});
