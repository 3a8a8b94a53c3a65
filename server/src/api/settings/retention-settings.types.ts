import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { RetentionValues } from '../../../../shared/privacy';

/** How many days each kind of record is kept (issue #19). */
@ObjectType('RetentionSettings', {
  description: 'How many days each kind of record is kept before the daily job removes it (public: /privacy states them).',
})
export class RetentionSettingsType implements RetentionValues {
  @Field(() => Int, {
    description:
      'Version of the settings, incremented by every save (0 before the first; issue #33). A save sends the version its form started from as `expectedVersion`; a newer one answers CONFLICT.',
  })
  version: number;
  @Field(() => Int, { description: 'Rejected membership applications, days after the rejection.' }) rejectedApplicationDays: number;
  @Field(() => Int, { description: 'Contact form messages, days after they were sent.' }) contactMessageDays: number;
  @Field(() => Int, { description: 'Text of sent e-mails, days after sending (the record that one was sent stays).' }) outboxBodyDays: number;
  @Field(() => Int, { description: 'Cancelled RSVPs, days after the cancellation.' }) cancelledRsvpDays: number;
}

/** New retention settings: every field, whole days from 1 to 3650. */
@InputType({ description: 'New retention settings; every field is required, whole days from 1 to 3650.' })
export class RetentionSettingsInput implements RetentionValues {
  @Field(() => Int, {
    nullable: true,
    description:
      'The `version` the form started from (issue #33): settings saved by someone else since are refused with CONFLICT (`extensions`: expectedVersion, currentVersion, changedFields, changes, lastChangedBy, lastChangedAt). Omitted: no check.',
  })
  expectedVersion?: number | null;
  @Field(() => Int, { description: 'Rejected applications (days).' }) rejectedApplicationDays: number;
  @Field(() => Int, { description: 'Contact messages (days).' }) contactMessageDays: number;
  @Field(() => Int, { description: 'E-mail bodies (days).' }) outboxBodyDays: number;
  @Field(() => Int, { description: 'Cancelled RSVPs (days).' }) cancelledRsvpDays: number;
}
