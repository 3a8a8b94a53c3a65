import { Router } from 'express';
import { contact } from '../../../../shared/limits';
import type { Services } from '../context';
import { RsvpStatus } from '../../events/rsvp.entity';
import { eventsCalendarFeed } from '../../events/calendar';

/**
 * `/members/calendar/{secret}.ics` (issue #21): a member's private calendar of the events they RSVP'd
 * to — going, and waitlisted ones marked "Waitlisted:" — upcoming from the start of today in the
 * association's zone. An unknown or revoked address answers 404. Never cached by proxies, never indexed.
 */
export function memberCalendarRoutes(services: Services): Router {
  const router = Router();
  router.get('/members/calendar/:file', async (req, res, next) => {
    try {
      const match = /^(.+)\.ics$/.exec(req.params.file);
      const member = match ? await services.memberEvents.memberOfCalendar(match[1]) : null;
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Robots-Tag', 'noindex');
      if (!member) return void res.status(404).type('text/plain').send('Not found');
      const rows = await services.managedRsvps.upcomingForEmail(member.email);
      const events = rows.map(({ rsvp, event }) =>
        rsvp.status === RsvpStatus.WAITLISTED
          ? Object.assign(Object.create(Object.getPrototypeOf(event)), event, { title: `Waitlisted: ${event.title}` })
          : event,
      );
      const base = services.config.publicUrl;
      const feed = eventsCalendarFeed(
        events,
        (e) => `${base}/events/${encodeURIComponent(e.slug)}`,
        services.clock,
        `My ${contact.shortName} events`,
      );
      res.type('text/calendar; charset=utf-8').send(feed);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
