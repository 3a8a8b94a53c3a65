import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { AuditEntry } from '../../audit/audit.entity';
import { ContactMessage } from '../../contact/contact-message.entity';
import { MemberChangeRequest, type MemberLinkPurpose } from '../../member-portal/member-portal.entities';
import { NewsletterDelivery } from '../../newsletter/issue.entity';
import { NewsletterSubscriber } from '../../newsletter/subscriber.entity';
import { Rsvp } from '../../events/rsvp.entity';
import { Member } from '../../members/member.entity';
import { OutboxEmail } from '../../notifications/outbox.entity';
import type { ErasureCounts } from '../../privacy/erasure';
import type { ErasureKept as ErasureKeptModel } from '../../privacy/money-records';
import type { PersonalDataPlace } from '../../privacy/personal-data-scan';
import type {
  ErasureResult as ErasureResultModel,
  PersonalData as PersonalDataModel,
  PersonalDataErasureRequest as PersonalDataErasureRequestModel,
  PersonalDataExport as PersonalDataExportModel,
  PersonalDataJob as PersonalDataJobModel,
  PersonalDataMemberLink as PersonalDataMemberLinkModel,
  PersonalDataMemberSession as PersonalDataMemberSessionModel,
  PersonalDataPayment as PersonalDataPaymentModel,
  PersonalDataPaymentRecord,
} from '../../privacy/privacy.models';

/** Whose data: an e-mail address. */
@InputType({ description: 'A person, named by e-mail address (any letter case).' })
export class PersonalDataInput {
  @Field({ description: 'The e-mail address the records were made with.' })
  email: string;
}

/** An erasure request: the address, and the same address typed again after seeing what will go. */
@InputType({ description: 'Erase everything held for an e-mail address; confirmEmail must repeat it.' })
export class ErasePersonalDataInput {
  @Field({ description: 'The e-mail address whose records are erased.' })
  email: string;
  @Field({ description: 'The same address typed again, after the confirmation showed what will go.' })
  confirmEmail: string;
}

/** How many records of each kind (issue #19: the find screen's counts, and what an erasure removed). */
@ObjectType({ description: 'How many records of each kind hold the address (or were erased).' })
export class PersonalDataCounts implements ErasureCounts {
  @Field(() => Int, { description: 'Member records (applications included).' }) members: number;
  @Field(() => Int, { description: 'RSVPs to events.' }) rsvps: number;
  @Field(() => Int, { description: 'Newsletter subscriptions.' }) newsletterSubscriptions: number;
  @Field(() => Int, { description: 'Contact form messages.' }) contactMessages: number;
  @Field(() => Int, { description: 'E-mails in the outbox to or about the address.' }) outboxEmails: number;
  @Field(() => Int, { description: 'Audit log entries holding the person’s data.' }) auditEntries: number;
  @Field(() => Int, { description: 'Newsletter copies to the address, sent or still queued.' }) newsletterDeliveries: number;
  @Field(() => Int, { description: 'Name and address changes the member asked for (issue #21).' }) memberChangeRequests: number;
  @Field(() => Int, { description: 'The member’s signed-in sessions (issue #21).' }) memberSessions: number;
  @Field(() => Int, { description: 'Sign-in and e-mail change links of the member, or confirming a change to the address (issue #21).' })
  memberLinks: number;
  @Field(() => Int, { description: 'The member’s erasure request (issue #21).' }) memberErasureRequests: number;
  @Field(() => Int, { description: 'Background jobs whose data holds the address (e.g. a sign-in request).' }) jobs: number;
  @Field(() => Int, {
    description:
      'Charges, ledger entries and receipts (issue #34). An erasure keeps them (the law requires financial records to be kept for 7 years), so its count of payments erased is 0: see ErasureResult.kept.',
  })
  payments: number;
}

/** What an erasure kept because the law requires it (issue #34). */
@ObjectType({ description: 'Records an erasure kept because the law requires them (issue #34), with the e-mail address removed.' })
export class ErasureKept implements ErasureKeptModel {
  @Field(() => Int, {
    description:
      'Charges, ledger entries and receipts kept: the law requires financial records to be kept for 7 years; their e-mail address was removed, the name, amounts and dates stay.',
  })
  payments: number;
  @Field(() => Int, { description: 'Open charges with nothing paid towards them, voided: nothing is owed any more.' }) chargesVoided: number;
}

/** One of the person's money records (issue #34): a charge, a ledger entry or a receipt. */
@ObjectType({ description: 'A charge, ledger entry or receipt of the person (issue #34); fields that do not apply to the record are null.' })
export class PersonalDataPayment implements PersonalDataPaymentModel {
  @Field(() => String, { description: 'charge (what was owed), ledger-entry (money received or paid back) or receipt.' })
  record: PersonalDataPaymentRecord;
  @Field(() => ID, { description: 'The charge’s or the entry’s id; a receipt’s number.' }) id: string;
  @Field(() => Int, { description: 'The charge’s number, the entry’s number in the ledger, or the receipt’s number.' }) number: number;
  @Field(() => ID, { nullable: true, description: 'A ledger entry’s charge, if it was paid against one.' }) chargeId: string | null;
  @Field(() => ID, { nullable: true, description: 'A receipt’s ledger entry.' }) ledgerEntryId: string | null;
  @Field(() => ID, { nullable: true, description: 'The member record it belongs to, or null.' }) memberId: string | null;
  @Field({ description: 'Who paid or owes (a receipt: who it was issued to).' }) payerName: string;
  @Field(() => String, { nullable: true, description: 'The payer’s e-mail address (charges and entries; a receipt holds none).' })
  payerEmail: string | null;
  @Field({ description: 'fee, donation or event.' }) kind: string;
  @Field(() => String, { nullable: true, description: 'What it is for (a charge’s description, a receipt’s “For”; an entry’s note).' })
  description: string | null;
  @Field(() => Int, { description: 'Integer cents AUD (negative for a refund or a reversal).' }) amountCents: number;
  @Field(() => String, { nullable: true, description: 'bank_transfer, cash or card (entries and receipts).' }) method: string | null;
  @Field(() => String, { nullable: true, description: 'The bank reference, receipt book number or Stripe id.' }) reference: string | null;
  @Field(() => String, { nullable: true, description: 'A charge’s status: open, paid or void.' }) status: string | null;
  @Field(() => String, { nullable: true, description: 'Why a charge was voided.' }) voidedReason: string | null;
  @Field(() => String, { nullable: true, description: 'The first day a membership fee covers (YYYY-MM-DD).' }) periodStart: string | null;
  @Field(() => String, { nullable: true, description: 'The last day a membership fee covers (YYYY-MM-DD).' }) periodEnd: string | null;
  @Field(() => String, { nullable: true, description: 'When a charge is due (YYYY-MM-DD).' }) dueDate: string | null;
  @Field(() => String, { nullable: true, description: 'The day the money arrived (entries and receipts, YYYY-MM-DD).' }) paidOn: string | null;
  @Field(() => Boolean, { nullable: true, description: 'An entry that is a gift (a donation with nothing in return).' }) gift: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'A receipt that is a tax-deductible gift receipt.' }) taxDeductible: boolean | null;
  @Field({ description: 'When the record was made (a receipt: issued).' }) createdAt: Date;
}

/** A member's signed-in session (issue #21), as the access export shows it. */
@ObjectType({ description: 'A signed-in session of the member area (issue #21).' })
export class PersonalDataMemberSession implements PersonalDataMemberSessionModel {
  @Field(() => ID, { description: 'Unique identifier.' }) id: string;
  @Field(() => ID, { description: 'The member.' }) memberId: string;
  @Field({ description: 'When the member signed in.' }) createdAt: Date;
  @Field({ description: 'When it ends by itself.' }) expiresAt: Date;
  @Field(() => Date, { nullable: true, description: 'When the member signed out, or null.' }) revokedAt: Date | null;
}

/** A member-area link (issue #21) without its secret, as the access export shows it. */
@ObjectType({ description: 'A sign-in or e-mail change link of the member area (issue #21), without its secret.' })
export class PersonalDataMemberLink implements PersonalDataMemberLinkModel {
  @Field(() => ID, { description: 'Unique identifier.' }) id: string;
  @Field(() => ID, { description: 'The member it was sent for.' }) memberId: string;
  @Field(() => String, { description: 'sign_in or email_change.' }) purpose: MemberLinkPurpose;
  @Field(() => String, { nullable: true, description: 'The address being confirmed (email_change only).' }) newEmail: string | null;
  @Field({ description: 'When it was sent.' }) createdAt: Date;
  @Field({ description: 'When it stops working.' }) expiresAt: Date;
  @Field(() => Date, { nullable: true, description: 'When it was used or replaced, or null.' }) usedAt: Date | null;
}

/** A member's erasure request (issue #21). */
@ObjectType({ description: 'An erasure request made from the member area (issue #21).' })
export class PersonalDataErasureRequest implements PersonalDataErasureRequestModel {
  @Field(() => ID, { description: 'Unique identifier.' }) id: string;
  @Field(() => ID, { description: 'The member who asked.' }) memberId: string;
  @Field({ description: 'When they asked.' }) requestedAt: Date;
}

/** A background job whose data holds the address (the job queue keeps done jobs for some days). */
@ObjectType({ description: 'A background job (job queue) whose data holds the address.' })
export class PersonalDataJob implements PersonalDataJobModel {
  @Field(() => ID, { description: 'Job id.' }) id: string;
  @Field({ description: 'Queue name, e.g. member.sign-in-link.' }) name: string;
  @Field({ description: 'created, retry, active, completed, cancelled or failed.' }) state: string;
  @Field({ description: 'The job’s data, as JSON text.' }) data: string;
  @Field({ description: 'When it was queued.' }) createdOn: Date;
}

/** A table column that holds the address beyond the records listed (found by searching every table). */
@ObjectType({ description: 'A table column holding the address outside the listed records, with its row count.' })
export class PersonalDataPlaceType implements PersonalDataPlace {
  @Field({ description: 'Table name.' }) table: string;
  @Field({ description: 'Column name.' }) column: string;
  @Field(() => Int, { description: 'Rows holding the address.' }) rows: number;
}

/**
 * Every record holding an e-mail address (issue #19 "a person's data, found by e-mail"). One
 * person's records: the lists are whole (an export must hold all of them), not paged.
 */
@ObjectType({ description: 'Every record that holds an e-mail address, with counts (admin; APP 12 access).' })
export class PersonalData implements PersonalDataModel {
  @Field({ description: 'The address searched for, as typed (trimmed); records match it in any letter case.' }) email: string;
  @Field(() => PersonalDataCounts, { description: 'How many of each kind.' }) counts: PersonalDataCounts;
  @Field(() => [Member], { description: 'Member records and applications with this address.' }) members: Member[];
  @Field(() => [Rsvp], { description: 'RSVPs made with this address.' }) rsvps: Rsvp[];
  @Field(() => [NewsletterSubscriber], { description: 'The newsletter subscription, if any.' }) newsletterSubscriptions: NewsletterSubscriber[];
  @Field(() => [NewsletterDelivery], { description: 'Copies of newsletter issues to this address.' }) newsletterDeliveries: NewsletterDelivery[];
  @Field(() => [ContactMessage], { description: 'Contact form messages from this address.' }) contactMessages: ContactMessage[];
  @Field(() => [OutboxEmail], { description: 'E-mails to, answering to, or mentioning this address.' }) outboxEmails: OutboxEmail[];
  @Field(() => [AuditEntry], {
    description: 'Audit entries about the member records, holding the address, or by the member (under any of their names).',
  })
  auditEntries: AuditEntry[];
  @Field(() => [MemberChangeRequest], { description: 'Name and address changes the member asked for (issue #21).' })
  memberChangeRequests: MemberChangeRequest[];
  @Field(() => [PersonalDataMemberSession], { description: 'The member’s signed-in sessions (issue #21).' })
  memberSessions: PersonalDataMemberSession[];
  @Field(() => [PersonalDataMemberLink], { description: 'Member-area links of the member, or confirming a change to this address (issue #21).' })
  memberLinks: PersonalDataMemberLink[];
  @Field(() => [PersonalDataErasureRequest], { description: 'The member’s erasure request (issue #21).' })
  memberErasureRequests: PersonalDataErasureRequest[];
  @Field(() => [PersonalDataJob], { description: 'Background jobs whose data holds the address.' }) jobs: PersonalDataJob[];
  @Field(() => [PersonalDataPayment], {
    description: 'Charges, ledger entries and receipts of the address or the member records (issue #34), oldest first.',
  })
  payments: PersonalDataPayment[];
  @Field(() => [PersonalDataPlaceType], {
    description: 'Other table columns where the address was found (a search of every table); erasure does not reach these — tell the developers.',
  })
  otherPlaces: PersonalDataPlaceType[];
}

/** An access export (APP 12): the same records as a JSON file and as a page to print. */
@ObjectType({ description: 'An access export: every record as JSON and as a printable HTML page (admin; audited).' })
export class PersonalDataExport implements PersonalDataExportModel {
  @Field({ description: 'File name of the JSON file, personal-data-{YYYY-MM-DD}.json.' }) filename: string;
  @Field({ description: 'JSON text of every record found.' }) json: string;
  @Field({ description: 'File name of the HTML page.' }) htmlFilename: string;
  @Field({ description: 'A readable HTML page of the same records, to print.' }) html: string;
  @Field(() => PersonalDataCounts, { description: 'How many records of each kind are in the export.' }) counts: PersonalDataCounts;
}

/** What an erasure removed. */
@ObjectType({ description: 'What an erasure removed (no personal data).' })
export class ErasureResult implements ErasureResultModel {
  @Field(() => PersonalDataCounts, { description: 'Records erased, by kind (payments: always 0, see kept).' }) counts: PersonalDataCounts;
  @Field(() => ErasureKept, { description: 'Records kept because the law requires them, with the e-mail address removed (issue #34).' })
  kept: ErasureKept;
  @Field({ description: 'When it happened.' }) erasedAt: Date;
}

/** What the next daily retention run removes, and when it runs. */
@ObjectType({ description: 'What the next daily retention run removes, and when it runs.' })
export class RetentionPreview {
  @Field({ description: 'When the next run happens (03:15 in the association’s time zone).' }) runsAt: Date;
  @Field(() => [RetentionPreviewItem], { description: 'Per retention setting, what that run removes as things stand.' })
  items: RetentionPreviewItem[];
}

/** What one retention rule removes on the next run. */
@ObjectType({ description: 'What one retention setting removes on the next daily run.' })
export class RetentionPreviewItem {
  @Field({ description: 'The setting, e.g. contactMessageDays.' }) key: string;
  @Field({ description: 'What is removed, in words.' }) label: string;
  @Field(() => Int, { description: 'Days kept.' }) days: number;
  @Field({ description: 'Records older than this instant are removed.' }) cutoff: Date;
  @Field(() => Int, { description: 'How many records would be removed now.' }) count: number;
}
