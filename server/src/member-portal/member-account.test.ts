import { memberAreaClosed } from '../../../shared/member-area';
import { MAX_PARTY } from '../../../shared/engagement';
import type { Event } from '../content/event/event.entity';
import { RsvpStatus, type Rsvp } from '../events/rsvp.entity';
import type { Member } from '../members/member.entity';
import { MemberStatus } from '../members/member.enums';
import { assertMemberAreaOpen, firstNameOf, memberActor, memberRsvpOf } from './member-account';

describe('the member area’s shared rules (issue #21)', () => {
  it('opens details to approved and inactive members and the calendar to approved ones only', () => {
    expect(() => assertMemberAreaOpen({ status: MemberStatus.APPROVED }, 'calendar')).not.toThrow();
    expect(() => assertMemberAreaOpen({ status: MemberStatus.INACTIVE }, 'details')).not.toThrow();
    expect(() => assertMemberAreaOpen({ status: MemberStatus.INACTIVE }, 'calendar')).toThrow(memberAreaClosed);
    expect(() => assertMemberAreaOpen({ status: MemberStatus.PENDING }, 'details')).toThrow(memberAreaClosed);
  });

  it('names the member in the audit log, linked by id', () => {
    expect(memberActor({ id: 'm1', fullName: 'Ann Lee' } as Member)).toEqual({ id: null, name: 'Ann Lee (member)', memberId: 'm1' });
  });

  it('greets by the first word of the name', () => {
    expect(firstNameOf('  Ann  Marie Lee ')).toBe('Ann');
    expect(firstNameOf('Ann')).toBe('Ann');
  });

  it('lists an upcoming RSVP with its event and the largest party allowed', () => {
    const eventDate = new Date('2031-12-19T23:00:00.000Z');
    const rsvp = { id: 'r1', attendees: 2, status: RsvpStatus.WAITLISTED } as Rsvp;
    const event = { title: 'Working bee', slug: 'working-bee', eventDate, location: null } as Event;
    expect(memberRsvpOf({ rsvp, event, waitlistPosition: 3 })).toEqual({
      id: 'r1',
      eventTitle: 'Working bee',
      eventSlug: 'working-bee',
      eventDate,
      location: null,
      attendees: 2,
      status: RsvpStatus.WAITLISTED,
      waitlistPosition: 3,
      maxParty: MAX_PARTY,
    });
  });
});
