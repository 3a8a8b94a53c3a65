import fs from 'node:fs';
import path from 'node:path';
import { Router, type Request } from 'express';
import type { Services } from '../context';
import { fromVisibleRows } from '../../content/public-visibility';
import { eventCalendarFile } from '../../events/calendar';
import { NEWS_FEED_ITEMS, newsFeed } from './news-feed';
import { SITEMAP_PAGES } from '../../../../shared/public-pages';
import { OFFLINE_FORM } from '../../../../shared/membership-form';
import { membershipFormPdf } from '../../members/membership-form-pdf';
import { NEWS_FEED_PATH } from '../web/page-head';
import { NotFoundError } from '../../common/errors';
import { keyOfUploadUrl, setServedFileHeaders, UPLOAD_CSP } from '../../uploads/storage';
import { isHttpAddress } from '../../../../shared/content-fields';
import { OTHER_PHOTOS } from '../../../../shared/collections/gallery';
import { leavingSitePage } from './leaving-site-page';

/** A resource download counts once per client and resource in this many seconds (issue #16 item 14). */
const DOWNLOAD_COUNT_WINDOW_SEC = 24 * 60 * 60;

const xmlEscape = (text: string): string => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Plain HTTP routes of the public site (issue 3): resource downloads that count, event calendar
 * files, sitemap.xml and robots.txt; absolute URLs from PUBLIC_URL (issue #16 item 14).
 * @param uploadsDir where locally stored files live (DATA_DIR/uploads)
 */
export function publicRoutes(services: Services, uploadsDir: string): Router {
  const router = Router();
  // Absolute URLs start with PUBLIC_URL, never with the request's Host header, which the sender
  // chooses (issue #16 item 14: a forged Host would put another site into our sitemap and .ics).
  const base = services.config.publicUrl;
  const siteOrigin = new URL(base).origin;

  // One count per client and resource a day (issue #16 item 14), shared by every instance via Redis.
  const countedOnce = services.rateLimits.limiter('resource-download', { points: 1, durationSec: DOWNLOAD_COUNT_WINDOW_SEC });
  const count = async (req: Request, id: string): Promise<void> => {
    // The count shown on /resources changed.
    if (await services.publicSite.countDownload(id, req.ip ?? '', countedOnce)) services.publicCache.invalidate();
  };

  /**
   * Sends a published resource's file as a download: from this disk, from the upload storage (S3),
   * or, for an external http(s) address, a "You are leaving the site" page whose link opens it with
   * `rel="noopener noreferrer"` (issue #31 item 8; an address on PUBLIC_URL's own origin is still a
   * redirect). The download is counted only when the file or that page is served (not for a 404),
   * and once per client a day. Any other address (`javascript:`, `data:`…) is never sent on: 404.
   */
  router.get('/resources/:id/download', async (req, res, next) => {
    try {
      const file = await services.publicSite.resourceFile(req.params.id);
      if (!file) {
        res.status(404).type('text').send('Resource not found');
        return;
      }
      const key = keyOfUploadUrl(file.fileUrl);
      if (key) {
        const name = file.fileName ?? path.basename(key);
        const local = path.resolve(uploadsDir, key);
        if (local.startsWith(path.resolve(uploadsDir) + path.sep) && fs.existsSync(local)) {
          await count(req, req.params.id);
          const headers = { 'Content-Security-Policy': UPLOAD_CSP, 'X-Content-Type-Options': 'nosniff' };
          res.download(local, name, { headers }, (error) => error && !res.headersSent && next(error));
          return;
        }
        // Not on this disk (S3 storage): streamed from the bucket.
        const stored = await services.uploads.open(file.fileUrl);
        if (!stored) {
          res.status(404).type('text').send('File not found');
          return;
        }
        await count(req, req.params.id);
        setServedFileHeaders(res, stored.contentType, name);
        if (stored.length !== null) res.setHeader('Content-Length', String(stored.length));
        stored.body.on('error', next).pipe(res);
      } else if (isHttpAddress(file.fileUrl)) {
        await count(req, req.params.id);
        const target = new URL(file.fileUrl);
        // On the site's own address: straight on. Elsewhere: say so first (issue #31 item 8).
        if (target.origin === siteOrigin) res.redirect(302, file.fileUrl);
        else
          res
            .status(200)
            .set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })
            .type('html')
            .send(leavingSitePage(target, file.title));
      } else {
        res.status(404).type('text').send('Resource not found');
      }
    } catch (error) {
      next(error);
    }
  });

  /** The event as an .ics file for "Add to Calendar". */
  router.get('/events/:slug/calendar.ics', async (req, res, next) => {
    try {
      const event = await services.publicSite.event(req.params.slug);
      const ics = eventCalendarFile(event, `${base}/events/${encodeURIComponent(event.slug)}`, services.clock);
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

  router.get('/robots.txt', (_req, res) => {
    res
      .type('text')
      .send(`User-agent: *\nDisallow: /admin\nDisallow: /graphql\nDisallow: /search\nDisallow: /receipts\nSitemap: ${base}/sitemap.xml\n`);
  });

  /** The printable membership form (issue #22), with the association's details from the settings. */
  router.get(OFFLINE_FORM.path, async (_req, res, next) => {
    try {
      const pdf = await membershipFormPdf(await services.settings.get(), { now: services.clock.now(), publicUrl: base });
      res.type('application/pdf').attachment(OFFLINE_FORM.fileName).set('Cache-Control', 'no-cache').send(pdf);
    } catch (error) {
      next(error);
    }
  });

  /** The Atom feed of published news (issue #22), newest first. */
  router.get(NEWS_FEED_PATH, async (_req, res, next) => {
    try {
      const items = await services.anonymousSite.recentNews(NEWS_FEED_ITEMS);
      res.type('application/atom+xml; charset=utf-8').set('Cache-Control', 'public, max-age=300').send(newsFeed(items, base));
    } catch (error) {
      next(error);
    }
  });

  /** Every public page and every published project, event, news item and album (issue #22: only real pages). */
  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const rows = (await services.db.query(
        `SELECT '/projects/' || slug AS path, updated_at ${fromVisibleRows('PROJECT')}
         UNION ALL SELECT '/events/' || slug, updated_at ${fromVisibleRows('EVENT')}
         UNION ALL SELECT '/news/' || slug, updated_at ${fromVisibleRows('NEWS')}
         UNION ALL SELECT '/gallery/' || coalesce(album_slug, '${OTHER_PHOTOS.slug}'), max(updated_at) ${fromVisibleRows('GALLERY')} GROUP BY 1
         LIMIT 45000`,
      )) as { path: string; updated_at: Date }[];
      const urls = [
        ...SITEMAP_PAGES.map((p) => `<url><loc>${xmlEscape(base + p)}</loc></url>`),
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
