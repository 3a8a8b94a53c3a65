import { Router } from 'express';
import { contact } from '../../../../shared/limits';
import { visible } from '../../content/public-visibility';
import { Event } from '../../content/event/event.entity';
import type { Services } from '../context';
import { eventsCalendarFeed } from '../../events/calendar';

/** Most events one feed carries (upcoming ones, soonest first). */
const FEED_LIMIT = 500;

/**
 * `/events.ics` (issue #17): every upcoming published event as one RFC 5545 calendar, for
 * "Subscribe to our calendar" (webcal:// and https). "Upcoming" is SPEC §4's public rule: from the
 * start of today in the association's zone. Addresses start with PUBLIC_URL, never the Host header.
 */
export function eventsFeedRoutes(services: Services): Router {
  const router = Router();
  router.get('/events.ics', async (_req, res, next) => {
    try {
      const events = await visible(services.db.getRepository(Event).createQueryBuilder('item'))
        .andWhere('item.eventDate >= :start', { start: services.clock.startOfDay(services.clock.today()) })
        .orderBy('item.eventDate', 'ASC')
        .addOrderBy('item.id')
        .take(FEED_LIMIT)
        .getMany();
      const base = services.config.publicUrl;
      const feed = eventsCalendarFeed(events, (e) => `${base}/events/${encodeURIComponent(e.slug)}`, services.clock, `${contact.groupName} events`);
      res.setHeader('Cache-Control', 'public, max-age=900');
      res.type('text/calendar; charset=utf-8').send(feed);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
