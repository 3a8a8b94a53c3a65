import { createClock } from '../../../shared/clock';
import { changesBetween, factsOf } from './event-changes';

describe('what attendees are told when an event changes (issue #33)', () => {
  const clock = createClock('Australia/Melbourne');
  const live = { eventDate: '2031-12-19T23:00:00.000Z', endDate: null, location: 'Scout Hall', live: true };

  it('names the new start in Melbourne time, old → new', () => {
    expect(changesBetween(live, { ...live, eventDate: '2031-12-08T07:00:00.000Z' }, clock)).toEqual([
      { label: 'When', from: '20 Dec 2031 at 10:00', to: '08 Dec 2031 at 18:00' },
    ]);
  });

  it('names a new place and a new end, and a cancellation first', () => {
    const changes = changesBetween(live, { ...live, live: false, location: 'Community Centre', endDate: '2031-12-20T01:00:00.000Z' }, clock);
    expect(changes.map((c) => c.label)).toEqual(['Status', 'Ends', 'Where']);
    expect(changes[0]).toEqual({ label: 'Status', from: 'On', to: 'Cancelled' });
  });

  it('finds nothing when only other fields changed, or when the event was never open to anyone', () => {
    expect(changesBetween(live, { ...live }, clock)).toEqual([]);
    expect(changesBetween({ ...live, live: false }, { ...live, live: false, location: 'Elsewhere' }, clock)).toEqual([]);
  });

  it('treats drafted, archived and deleted events as cancelled, and blank places as none', () => {
    const base = { eventDate: new Date(live.eventDate), endDate: null, location: '  ', isDeleted: false };
    expect(factsOf({ ...base, status: 'published' })).toEqual({ ...live, location: null });
    expect(factsOf({ ...base, status: 'archived' }).live).toBe(false);
    expect(factsOf({ ...base, status: 'draft' }).live).toBe(false);
    expect(factsOf({ ...base, status: 'published', isDeleted: true }).live).toBe(false);
  });
});
