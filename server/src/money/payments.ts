import type { EntityManager } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { adminMessages } from '../../../shared/admin-messages';
import type { MembershipYearValues } from '../../../shared/membership-year';
import type { SiteSettingsValues } from '../../../shared/settings-defaults';
import type { Actor } from '../common/actor';
import { greeting, type EmailDraft, type OutboxService } from '../notifications';
import { formatCents, type Ledger } from './ledger';
import { MoneyKind } from './money.enums';
import type { LedgerEntry, NewPayment } from './money.models';
import type { Receipt, ReceiptLinks, Receipts } from './receipts';

/** What payments need (issue #34). */
export interface PaymentsDeps {
  ledger: Ledger;
  receipts: Receipts;
  receiptLinks: ReceiptLinks;
  outbox: OutboxService;
  clock: Clock;
  /** The membership year's settings now (ABN, DGR), read through the transaction's manager. */
  membershipYear: (tx: EntityManager) => Promise<MembershipYearValues>;
  /** The site settings now (the association's name and address), read through the transaction's manager. */
  site: (tx: EntityManager) => Promise<SiteSettingsValues>;
  /** Absolute base of links in e-mails (PUBLIC_URL). */
  publicUrl: string;
}

/** What money received was for, as its receipt says. */
const DEFAULT_DESCRIPTION: Record<MoneyKind, string> = {
  [MoneyKind.FEE]: 'Membership fee',
  [MoneyKind.DONATION]: 'Donation',
  [MoneyKind.EVENT]: 'Event',
};

/**
 * Money received and paid back (issue #34), the one way every payment is taken — bank transfer and
 * cash recorded by the treasurer, card payments reported by Stripe: the ledger entry, its numbered
 * receipt and the receipt e-mail (PDF attached, thanks for a gift) in the caller's transaction, so
 * there is never a payment without its receipt or a receipt without its payment.
 */
export class Payments {
  constructor(private readonly deps: PaymentsDeps) {}

  /**
   * Records a payment, issues its receipt and queues the receipt e-mail (when the payer has an address).
   * @returns the ledger entry and its receipt
   * @throws what {@link Ledger.recordPayment} throws (ValidationError naming the field, NotFoundError, ConflictError)
   */
  async receive(tx: EntityManager, actor: Actor | null, input: NewPayment): Promise<{ entry: LedgerEntry; receipt: Receipt }> {
    const { ledger, receipts } = this.deps;
    const entry = await ledger.recordPayment(tx, actor, input);
    const charge = entry.chargeId ? await ledger.charge(tx, entry.chargeId) : null;
    const [settings, site] = await Promise.all([this.deps.membershipYear(tx), this.deps.site(tx)]);
    const receipt = await receipts.issue(tx, entry, charge?.description ?? DEFAULT_DESCRIPTION[entry.kind], settings, site);
    if (entry.payerEmail) await this.deps.outbox.enqueue(tx, await this.receiptEmail(entry, receipt, site.siteName));
    return { entry, receipt };
  }

  /**
   * Pays back or undoes a payment (see {@link Ledger.reverse}); no receipt, no e-mail.
   * @throws what {@link Ledger.reverse} throws
   */
  reverse(tx: EntityManager, actor: Actor | null, entryId: string, input: Parameters<Ledger['reverse']>[3]): Promise<LedgerEntry> {
    return this.deps.ledger.reverse(tx, actor, entryId, input);
  }

  /** The absolute address of a receipt's PDF (its signed link). */
  receiptUrl(number: number): string {
    return `${this.deps.publicUrl.replace(/\/$/, '')}${this.deps.receiptLinks.pathOf(number)}`;
  }

  /** The receipt e-mail: what was received and when, the PDF attached and its link; thanks for a gift. */
  private async receiptEmail(entry: LedgerEntry, receipt: Receipt, siteName: string): Promise<EmailDraft> {
    const amount = formatCents(entry.amountCents);
    const day = this.deps.clock.formatDate(`${entry.paidOn}T12:00:00Z`);
    const thanks =
      entry.kind === MoneyKind.DONATION
        ? `Thank you for your donation of ${amount} to ${siteName}. Gifts like yours keep our projects and events going.`
        : `Thank you: we received ${amount} on ${day} for ${receipt.content.description}.`;
    const pdf = await this.deps.receipts.pdf(receipt);
    return {
      kind: 'receipt',
      to: entry.payerEmail!,
      subject: `Your receipt no. ${receipt.number} from ${siteName}`,
      body: `${greeting(entry.payerName)}\n\n${thanks}\n\nYour receipt no. ${receipt.number} is attached. ${receipt.content.statement}\n\nYou can download it again at ${this.receiptUrl(receipt.number)}`,
      reason: adminMessages.mail.whyPayment,
      attachments: [
        { filename: `receipt-${receipt.number}.pdf`, contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' },
      ],
    };
  }
}
