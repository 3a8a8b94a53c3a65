import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import type { Services } from '../context';
import { ContentStatus } from '../content/content.enums';
import { eventCalendarFile } from './calendar';
import { NotFoundError } from '../common/errors';

const xmlEscape = (text: string): string => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Plain HTTP routes of the public site (issue 3): resource downloads that count, event calendar
 * files, sitemap.xml and robots.txt.
 * @param uploadsDir where locally stored files live (DATA_DIR/uploads)
 */
export function publicRoutes(services: Services, uploadsDir: string): Router {
  const router = Router();

  /** Counts a download atomically, then sends the file (local) or redirects to it (remote). */
  router.get('/resources/:id/download', async (req, res, next) => {
    try {
      const file = await services.publicSite.download(req.params.id);
      if (file) services.publicCache.invalidate(); // the count shown on /resources changed
      if (!file) {
        res.status(404).type('text').send('Resource not found');
        return;
      }
      if (file.fileUrl.startsWith('/uploads/')) {
        const local = path.resolve(uploadsDir, file.fileUrl.slice('/uploads/'.length));
        if (!local.startsWith(path.resolve(uploadsDir) + path.sep)) {
          res.status(404).end();
          return;
        }
        // Not on this disk (S3 storage): /uploads streams it from the bucket.
        if (!fs.existsSync(local)) res.redirect(302, file.fileUrl);
        else res.download(local, file.fileName ?? path.basename(local));
      } else if (/^https?:\/\//.test(file.fileUrl)) {
        res.redirect(302, file.fileUrl);
      } else {
        res.status(404).end();
      }
    } catch (error) {
      next(error);
    }
  });

  /** The event as an .ics file for "Add to Calendar". */
  router.get('/events/:slug/calendar.ics', async (req, res, next) => {
    try {
      const event = await services.publicSite.event(req.params.slug);
      const base = `${req.protocol}://${req.get('host')}`;
      const ics = eventCalendarFile(event, `${base}/events/${event.slug}`, services.clock);
      if (!ics) {
        res.status(404).type('text').send('This event has no date yet');
        return;
      }
      res.type('text/calendar; charset=utf-8').attachment(`${event.slug}.ics`).send(ics);
    } catch (error) {
      if (error instanceof NotFoundError) res.status(404).type('text').send('Event not found');
      else next(error);
    }
  });

  router.get('/robots.txt', (req, res) => {
    res.type('text').send(`User-agent: *\nDisallow: /admin\nDisallow: /graphql\nSitemap: ${req.protocol}://${req.get('host')}/sitemap.xml\n`);
  });

  /** Every public page and every published project, event and album. */
  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      const base = `${req.protocol}://${req.get('host')}`;
      const rows = (await services.db.query(
        `SELECT '/projects/' || slug AS path, updated_at FROM projects WHERE status = $1 AND NOT is_deleted
         UNION ALL SELECT '/events/' || slug, updated_at FROM events WHERE status = $1 AND NOT is_deleted
         UNION ALL SELECT '/gallery/' || album_slug, max(updated_at) FROM gallery_items WHERE status = $1 AND NOT is_deleted AND album_slug IS NOT NULL GROUP BY album_slug
         LIMIT 45000`,
        [ContentStatus.PUBLISHED],
      )) as { path: string; updated_at: Date }[];
      const pages = ['/', '/join', '/projects', '/events', '/gallery', '/resources', '/contact', '/privacy', '/terms', '/accessibility', '/sponsors'];
      const urls = [
        ...pages.map((p) => `<url><loc>${xmlEscape(base + p)}</loc></url>`),
        ...rows.map((r) => `<url><loc>${xmlEscape(base + r.path)}</loc><lastmod>${new Date(r.updated_at).toISOString()}</lastmod></url>`),
      ];
      res
        .type('application/xml')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
        );
    } catch (error) {
      next(error);
    }
  });

  return router;
}
