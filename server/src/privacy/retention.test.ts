import { createClock } from '../../../shared/clock';
import { nextRetentionRun } from './retention';

describe('the next daily retention run (issue #19)', () => {
  const clock = createClock('Australia/Melbourne');

  it('is today at 03:15 in Melbourne before then, and tomorrow once past', () => {
    // 02:00 on 11 January in Melbourne (AEDT, UTC+11) → 03:15 the same morning.
    expect(nextRetentionRun(clock, new Date('2026-01-10T15:00:00Z')).toISOString()).toBe('2026-01-10T16:15:00.000Z');
    // 21:00 on 10 January → 03:15 on 11 January.
    expect(nextRetentionRun(clock, new Date('2026-01-10T10:00:00Z')).toISOString()).toBe('2026-01-10T16:15:00.000Z');
    // 03:15 exactly has just run → the next morning.
    expect(nextRetentionRun(clock, new Date('2026-01-10T16:15:00Z')).toISOString()).toBe('2026-01-11T16:15:00.000Z');
  });

  it('follows the wall clock across the end of daylight time', () => {
    // 5 April 2026, 03:00 AEDT ends → 03:15 that morning is AEST (UTC+10).
    expect(nextRetentionRun(clock, new Date('2026-04-04T12:00:00Z')).toISOString()).toBe('2026-04-04T17:15:00.000Z');
  });
});
