import { createClock } from '../../../shared/clock';
import { ContentStatus } from '../content/content.enums';
import type { Event } from '../content/event/event.entity';
import { isNoticeable } from './event-change-notices';

describe('which event edits are noted for a change notice (issue #33)', () => {
  const clock = createClock('Australia/Melbourne');
  const event = {
    id: 'e',
    title: 'Working bee',
    eventDate: new Date('2031-12-19T23:00:00.000Z'),
    endDate: null,
    location: 'Scout Hall',
    status: ContentStatus.PUBLISHED,
    isDeleted: false,
  } as unknown as Event;

  it('notes a new start or place', () => {
    expect(isNoticeable(event, { ...event, eventDate: new Date('2031-12-20T23:00:00.000Z') } as Event, clock)).toBe(true);
    expect(isNoticeable(event, { ...event, location: 'Community Centre' } as Event, clock)).toBe(true);
  });

  it('notes nothing for a new title or the same facts', () => {
    expect(isNoticeable(event, { ...event, title: 'Spring working bee' } as Event, clock)).toBe(false);
    expect(isNoticeable(event, { ...event } as Event, clock)).toBe(false);
  });
});
