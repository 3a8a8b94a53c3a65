import express, { Router } from 'express';
import type { Services } from '../context';

/**
 * RFC 8058 one-click unsubscribe: a POST of `List-Unsubscribe=One-Click` to the address in the
 * List-Unsubscribe header unsubscribes at once — no cookie, session or CSRF token (§3.2), so mail
 * providers can do it for the reader. The GET of the same address is the web app's page with one
 * button; it changes nothing (link scanners only GET).
 */
export function newsletterRoutes(services: Services): Router {
  const router = Router();
  router.post(
    '/newsletter/unsubscribe/:token',
    express.urlencoded({ extended: false, limit: '2kb' }),
    express.text({ type: ['text/plain', 'multipart/form-data'], limit: '2kb' }),
    async (req, res, next) => {
      try {
        const outcome = await services.subscriptions.unsubscribe(String(req.params.token));
        res
          .status(outcome.status ? 200 : 404)
          .set('Cache-Control', 'no-store')
          .type('text')
          .send(outcome.status ? 'You are unsubscribed.' : 'This unsubscribe link is not valid.');
      } catch (error) {
        next(error);
      }
    },
  );
  return router;
}
