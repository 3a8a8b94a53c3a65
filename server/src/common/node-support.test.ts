import { createClock } from '../../../shared/clock';
import { NODE_END_OF_LIFE, nodeSupportWarning, TARGET_NODE_MAJOR } from './node-support';

describe('Node support at start (issue #32)', () => {
  it('warns once an LTS release is past its end of life, naming the day and the release to use', () => {
    expect(nodeSupportWarning('20.19.5', '2026-05-01')).toBe(
      'Node 20 reached its end of life on 30 April 2026 and gets no security fixes; run the site on Node 24 LTS (see docs/development.md).',
    );
    expect(nodeSupportWarning('v22.1.0', '2027-05-01')).toMatch(/^Node 22 reached its end of life on 30 April 2027 /);
  });

  it('stays quiet while an LTS release gets fixes, its last day included', () => {
    expect(nodeSupportWarning('20.19.5', '2026-04-30')).toBeNull();
    expect(nodeSupportWarning('22.12.0', '2026-12-07')).toBeNull();
    expect(nodeSupportWarning(`${TARGET_NODE_MAJOR}.11.0`, '2026-12-07')).toBeNull();
  });

  it('treats an odd release as never LTS, and an older or unknown one as past its end of life', () => {
    expect(nodeSupportWarning('23.3.0', '2026-12-07')).toMatch(/^Node 23 is not a long-term support release.*Node 24 LTS/);
    expect(nodeSupportWarning('18.20.0', '2026-12-07')).toMatch(/^Node 18 is past its end of life and gets no security fixes/);
    expect(nodeSupportWarning('16.0.0', '2020-01-01')).toMatch(/^Node 16 is past its end of life/);
    expect(nodeSupportWarning('26.0.0', '2026-12-07')).toMatch(/^Node 26 is newer than the releases/);
    expect(nodeSupportWarning('nonsense', '2026-12-07')).toMatch(/not one the site knows/);
  });

  it("reads the day from the association's clock: 1 May in Melbourne is still 30 April in UTC", () => {
    const melbourne = createClock('Australia/Melbourne', () => new Date('2026-04-30T14:30:00Z'));
    const utc = createClock('UTC', () => new Date('2026-04-30T14:30:00Z'));
    expect(nodeSupportWarning('20.19.5', melbourne.today())).toMatch(/end of life/);
    expect(nodeSupportWarning('20.19.5', utc.today())).toBeNull();
  });

  it('keeps every end-of-life day a real "YYYY-MM-DD" date of an even major', () => {
    for (const [major, day] of Object.entries(NODE_END_OF_LIFE)) {
      expect(Number(major) % 2).toBe(0);
      expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
    }
  });
});
