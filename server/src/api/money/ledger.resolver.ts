import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Capability } from '../../../../shared/capabilities';
import { adminPageSize } from '../../../../shared/admin-page-sizes';
import { actorOf } from '../actor';
import type { AppContext } from '../context';
import { ChargesInput, CreateChargeInput, LedgerEntriesInput, RecordPaymentInput, ReverseLedgerEntryInput, VoidChargeInput } from './money.inputs';
import { ChargePage, ChargeType, LedgerEntryPage, LedgerEntryType } from './money.types';

/**
 * The treasurer's charges and ledger (issue #34): lists, offline payments, reversals, voids and
 * ad-hoc charges. Treasurers and admins only (`manageMoney`; editors never see money). The ledger
 * audits every write.
 */
@Resolver(() => LedgerEntryType)
export class LedgerResolver {
  /** The signed path of the entry's receipt PDF (only staff with manageMoney ever read an entry). */
  @FieldResolver(() => String, {
    nullable: true,
    description: 'The path of its receipt’s PDF with the key that opens it (/receipts/<number>.pdf?key=…), or null without a receipt.',
  })
  receiptPath(@Root() entry: LedgerEntryType, @Ctx() ctx: AppContext): string | null {
    return entry.receiptNumber === null ? null : ctx.services.receiptLinks.pathOf(entry.receiptNumber);
  }

  /** Treasurer: charges, newest first, with what is still owed. @throws BAD_USER_INPUT naming `page` or `limit` */
  @Authorized<Capability>('manageMoney')
  @Query(() => ChargePage, {
    description: 'What people owe, newest first, filtered by status, kind, member, overdue, or an exact bank reference or e-mail (treasurer, admin).',
  })
  charges(@Arg('input', () => ChargesInput, { nullable: true }) input: ChargesInput | null, @Ctx() ctx: AppContext) {
    return ctx.services.moneyQueries.charges(input?.filter ?? {}, input?.page ?? 1, input?.limit ?? adminPageSize.charges);
  }

  /** Treasurer: the ledger, newest first. @throws BAD_USER_INPUT naming `from`, `to`, `page` or `limit` */
  @Authorized<Capability>('manageMoney')
  @Query(() => LedgerEntryPage, { description: 'The ledger, newest first, filtered by days paid, kind and method (treasurer, admin).' })
  ledgerEntries(@Arg('input', () => LedgerEntriesInput, { nullable: true }) input: LedgerEntriesInput | null, @Ctx() ctx: AppContext) {
    return ctx.services.moneyQueries.ledgerEntries(input?.filter ?? {}, input?.page ?? 1, input?.limit ?? adminPageSize.ledgerEntries);
  }

  /**
   * Treasurer: records a bank transfer or cash received, against a charge (by id or by the bank
   * reference on the statement) or as a donation; the receipt follows.
   * @throws BAD_USER_INPUT naming `method`, `chargeReference`, `amountCents`, `paidOn` or `payerName`; NOT_FOUND; CONFLICT when the charge is paid or void
   */
  @Authorized<Capability>('manageMoney')
  @Mutation(() => LedgerEntryType, {
    description:
      'Record money received by bank transfer or cash (treasurer, admin): against a charge, found by id or by its bank reference, or a donation. BAD_USER_INPUT names the field.',
  })
  async recordPayment(@Arg('input', () => RecordPaymentInput) input: RecordPaymentInput, @Ctx() ctx: AppContext) {
    const entry = await ctx.services.treasurer.recordPayment(actorOf(ctx), input);
    return (await ctx.services.moneyQueries.ledgerEntry(entry.id))!;
  }

  /**
   * Treasurer: reverses an entry recorded by mistake (a new entry of the opposite amount, today).
   * @throws BAD_USER_INPUT naming `reason`; NOT_FOUND; CONFLICT for a reversal, an entry already reversed, or a card payment
   */
  @Authorized<Capability>('manageMoney')
  @Mutation(() => LedgerEntryType, {
    description: 'Reverse a ledger entry (treasurer, admin): nothing is deleted; a new entry of the opposite amount, with the reason, is added.',
  })
  async reverseLedgerEntry(@Arg('input', () => ReverseLedgerEntryInput) input: ReverseLedgerEntryInput, @Ctx() ctx: AppContext) {
    const entry = await ctx.services.treasurer.reverse(actorOf(ctx), input.id, input.reason);
    return (await ctx.services.moneyQueries.ledgerEntry(entry.id))!;
  }

  /** Treasurer: cancels an open charge nothing was paid towards. @throws BAD_USER_INPUT naming `reason`; NOT_FOUND; CONFLICT */
  @Authorized<Capability>('manageMoney')
  @Mutation(() => ChargeType, { description: 'Void an open charge nothing was paid towards (treasurer, admin). The reason is required.' })
  async voidCharge(@Arg('input', () => VoidChargeInput) input: VoidChargeInput, @Ctx() ctx: AppContext) {
    const charge = await ctx.services.treasurer.voidCharge(actorOf(ctx), input.id, input.reason);
    return (await ctx.services.moneyQueries.charge(charge.id))!;
  }

  /** Treasurer: a charge for a member (e.g. an event fee). @throws BAD_USER_INPUT naming the field */
  @Authorized<Capability>('manageMoney')
  @Mutation(() => ChargeType, { description: 'Create a charge a member owes, e.g. an event fee, with its own bank reference (treasurer, admin).' })
  async createCharge(@Arg('input', () => CreateChargeInput) input: CreateChargeInput, @Ctx() ctx: AppContext) {
    const charge = await ctx.services.treasurer.createCharge(actorOf(ctx), input);
    return (await ctx.services.moneyQueries.charge(charge.id))!;
  }
}
