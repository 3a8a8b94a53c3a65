import { Router } from 'express';
import type { Services } from '../context';

/**
 * `/receipts/{number}.pdf?key=…` (issue #34): a receipt's PDF for whoever holds its signed link —
 * the payer (in the receipt e-mail, the member area and the donation's thank-you page) and staff
 * with manageMoney (given the link by the API). A wrong or missing key answers 404, as an unknown
 * number does, so receipt numbers cannot be probed. Never cached by proxies, never indexed.
 */
export function receiptRoutes(services: Services): Router {
  const router = Router();
  router.get('/receipts/:file', async (req, res, next) => {
    try {
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Robots-Tag', 'noindex');
      const match = /^(\d{1,9})\.pdf$/.exec(req.params.file);
      const number = match ? Number(match[1]) : 0;
      const key = typeof req.query.key === 'string' ? req.query.key : '';
      const receipt = number && services.receiptLinks.opens(number, key) ? await services.receipts.byNumber(number) : null;
      if (!receipt) return void res.status(404).type('text/plain').send('Not found');
      const pdf = await services.receipts.pdf(receipt);
      res.type('application/pdf').attachment(`receipt-${receipt.number}.pdf`).send(pdf);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
