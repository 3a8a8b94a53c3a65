import { createHmac, timingSafeEqual } from 'node:crypto';
import PDFDocument from 'pdfkit';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { giftReceiptsReady, type MembershipYearValues } from '../../../shared/membership-year';
import type { SiteSettingsValues } from '../../../shared/settings-defaults';
import { formatCents } from './ledger';
import { MoneyKind, PaymentMethod } from './money.enums';
import type { LedgerEntry } from './money.models';
import { pdfBytes } from '../common/pdf-file';

/** The smallest gift that is tax-deductible: $2 (ITAA 1997 s 30-15, item 1; ATO "Gifts and donations"). */
export const MIN_DEDUCTIBLE_GIFT_CENTS = 200;

/** What a receipt says, fixed when it is issued (settings changed later do not rewrite it). */
export interface ReceiptContent {
  associationName: string;
  associationAddress: string;
  /** The association's ABN, or "" when it has none. */
  abn: string;
  payerName: string;
  /** Integer cents AUD. */
  amountCents: number;
  /** "YYYY-MM-DD", the day the money arrived (association's zone). */
  paidOn: string;
  method: PaymentMethod;
  /** What the money was for, e.g. "Membership 2026–27" or "Donation". */
  description: string;
  /** The bank reference or Stripe payment the money came with, or "". */
  reference: string;
  /** For a tax-deductible receipt: the DGR fund, authority or institution's name; else "". */
  fundName: string;
  /** The statement about deductibility printed on the receipt (see {@link deductibilityStatement}). */
  statement: string;
}

/** A numbered receipt for money received (issue #34). */
export interface Receipt {
  /** Sequential, without gaps, in the order issued. */
  number: number;
  ledgerEntryId: string;
  taxDeductible: boolean;
  issuedTo: string;
  issuedAt: Date;
  content: ReceiptContent;
}

const METHOD_LABEL: Record<PaymentMethod, string> = {
  [PaymentMethod.BANK_TRANSFER]: 'Bank transfer',
  [PaymentMethod.CASH]: 'Cash',
  [PaymentMethod.CARD]: 'Card (online)',
};

/** How a payment method is written on a receipt. */
export const methodLabel = (method: PaymentMethod): string => METHOD_LABEL[method];

/**
 * Whether money received gets a tax-deductible receipt: only a gift (a donation with nothing in
 * return) of $2 or more, while the association is set up as a deductible gift recipient with its ABN
 * and the fund's name (ITAA 1997 s 30-228(1)).
 */
export function isTaxDeductible(entry: Pick<LedgerEntry, 'kind' | 'gift' | 'amountCents'>, settings: MembershipYearValues): boolean {
  return entry.kind === MoneyKind.DONATION && entry.gift && entry.amountCents >= MIN_DEDUCTIBLE_GIFT_CENTS && giftReceiptsReady(settings);
}

/**
 * The receipt's statement about tax. A deductible gift names the fund and says the receipt is for a
 * gift (ITAA 1997 s 30-228(1); the ABN is printed beside it); everything else says plainly that it
 * is not tax-deductible, so no receipt ever claims deductibility it does not have.
 */
export function deductibilityStatement(deductible: boolean, kind: MoneyKind, fundName: string): string {
  if (deductible)
    return `This receipt is for a gift to ${fundName}. No goods or services were received in return. Gifts of $2 or more are tax-deductible.`;
  return kind === MoneyKind.DONATION ? 'Thank you for your gift. This gift is not tax-deductible.' : 'This payment is not tax-deductible.';
}

/** The receipts' signed download links (issue #34): a key per receipt number, from the server's secret. */
export class ReceiptLinks {
  private readonly key: Buffer;
  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('receipt-links').digest();
  }

  /** The key that opens receipt `number` (32 hex characters). */
  keyOf(number: number): string {
    return createHmac('sha256', this.key).update(`receipt:${number}`).digest('hex').slice(0, 32);
  }

  /** The path of receipt `number`'s PDF with its key, e.g. "/receipts/12.pdf?key=…". */
  pathOf(number: number): string {
    return `/receipts/${number}.pdf?key=${this.keyOf(number)}`;
  }

  /** True when `key` opens receipt `number` (compared in constant time). */
  opens(number: number, key: string): boolean {
    const expected = Buffer.from(this.keyOf(number));
    const given = Buffer.from(String(key));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

const COLUMNS = `number, ledger_entry_id AS "ledgerEntryId", tax_deductible AS "taxDeductible", issued_to AS "issuedTo", issued_at AS "issuedAt", content`;

/**
 * Numbered receipts (issue #34): issued once per payment received, in the payment's transaction,
 * with their words fixed at issue; drawn as an A4 PDF on request.
 */
export class Receipts {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * Issues the receipt of a payment (amount > 0), or returns the one it already has.
   * @param settings the membership year's settings now (ABN, DGR status, fund name)
   * @param site the site settings now (the association's name and address)
   * @throws RangeError for a refund or reversal (they get no receipt)
   */
  async issue(
    tx: EntityManager,
    entry: LedgerEntry,
    description: string,
    settings: MembershipYearValues,
    site: SiteSettingsValues,
  ): Promise<Receipt> {
    if (entry.amountCents <= 0) throw new RangeError('Only money received gets a receipt');
    const existing = await this.forEntry(tx, entry.id);
    if (existing) return existing;
    const taxDeductible = isTaxDeductible(entry, settings);
    const content: ReceiptContent = {
      associationName: site.siteName,
      associationAddress: site.address,
      abn: settings.abn.replace(/\s/g, ''),
      payerName: entry.payerName,
      amountCents: entry.amountCents,
      paidOn: entry.paidOn,
      method: entry.method,
      description,
      reference: entry.reference ?? '',
      fundName: taxDeductible ? settings.dgrFundName : '',
      statement: deductibilityStatement(taxDeductible, entry.kind, settings.dgrFundName),
    };
    const [receipt] = (await tx.query(
      `INSERT INTO receipts (ledger_entry_id, tax_deductible, issued_to, content) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [entry.id, taxDeductible, entry.payerName, JSON.stringify(content)],
    )) as Receipt[];
    return receipt;
  }

  /** The receipt of a ledger entry, or null. */
  async forEntry(manager: EntityManager | DataSource, ledgerEntryId: string): Promise<Receipt | null> {
    const [row] = (await manager.query(`SELECT ${COLUMNS} FROM receipts WHERE ledger_entry_id = $1`, [ledgerEntryId])) as Receipt[];
    return row ?? null;
  }

  /** A receipt by number, or null. */
  async byNumber(number: number): Promise<Receipt | null> {
    if (!Number.isSafeInteger(number) || number < 1) return null;
    const [row] = (await this.db.query(`SELECT ${COLUMNS} FROM receipts WHERE number = $1`, [number])) as Receipt[];
    return row ?? null;
  }

  /** A member's receipts, newest first (the member area and staff). */
  async forMember(memberId: string): Promise<Receipt[]> {
    return (await this.db.query(
      `SELECT ${COLUMNS.replace(/(^|, )(\w+)/g, '$1r.$2')} FROM receipts r JOIN ledger_entries e ON e.id = r.ledger_entry_id
       WHERE e.member_id = $1 ORDER BY r.number DESC`,
      [memberId],
    )) as Receipt[];
  }

  /**
   * The receipt as an A4 PDF: number, date issued, the association's name, address and ABN, who paid,
   * what for, how, the amount in AUD, and the statement about tax.
   * @param options.compress false for tests that read the text
   */
  pdf(receipt: Receipt, options: { compress?: boolean } = {}): Promise<Buffer> {
    const c = receipt.content;
    const title = receipt.taxDeductible ? 'Tax-deductible gift receipt' : 'Receipt';
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      compress: options.compress ?? true,
      info: { Title: `${title} ${receipt.number} — ${c.associationName}`, Author: c.associationName, CreationDate: new Date(receipt.issuedAt) },
      lang: 'en-AU',
      displayTitle: true,
    });
    const done = pdfBytes(doc);
    doc.font('Helvetica-Bold').fontSize(18).text(c.associationName);
    doc.font('Helvetica').fontSize(10).fillColor('#4d5a54').text(c.associationAddress);
    if (c.abn) doc.text(`ABN ${c.abn.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4')}`);
    doc.moveDown(1.5).fillColor('#1b1f1d').font('Helvetica-Bold').fontSize(14).text(`${title} no. ${receipt.number}`);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Issued ${this.clock.formatDate(receipt.issuedAt)}`);
    doc.moveDown();
    const rows: [string, string][] = [
      ['Received from', c.payerName],
      ['Amount', `${formatCents(c.amountCents)} AUD`],
      ['Date received', this.clock.formatDate(`${c.paidOn}T12:00:00Z`)],
      ['For', c.description],
      ['Paid by', methodLabel(c.method)],
      ...(c.reference ? ([['Reference', c.reference]] as [string, string][]) : []),
      ...(c.fundName ? ([['Gift to', c.fundName]] as [string, string][]) : []),
    ];
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font('Helvetica-Bold').text(label, 56, y, { width: 130 });
      doc.font('Helvetica').text(value, 190, y, { width: 350 });
      doc.moveDown(0.4);
    }
    doc.moveDown().font('Helvetica-Bold').fontSize(11).text(c.statement, 56, doc.y, { width: 480 });
    doc.end();
    return done;
  }
}
