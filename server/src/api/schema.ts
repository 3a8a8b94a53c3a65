import { OnlinePaymentsResolver } from './money/online-payments.resolver';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { AuditResolver } from './audit/audit.resolver';
import { AuthResolver } from './auth/auth.resolver';
import { authChecker } from './auth-checker';
import { ContentOverviewResolver, contentResolvers } from './content/content.resolver';
import { MemberResolver } from './members/member.resolver';
import { ProjectDetailResolver, PublicResolver } from './public/public.resolver';
import { RsvpResolver } from './events/rsvp.resolver';
import { ContactResolver } from './contact/contact.resolver';
import { NewsletterResolver } from './newsletter/newsletter.resolver';
import type { PubSub } from '../realtime/pubsub';
import { SettingsResolver } from './settings/settings.resolver';
import { StaffResolver } from './auth/staff.resolver';
import { RetentionSettingsResolver } from './settings/retention-settings.resolver';
import { PrivacyResolver } from './privacy/privacy.resolver';
import { MemberRegisterResolver } from './members/member-register.resolver';
import { MemberPortalResolver } from './member-portal/member-portal.resolver';
import { RenewalsResolver } from './renewals/renewals.resolver';
import { MembershipResolver } from './membership/membership.resolver';
import { MyMembershipResolver } from './member-portal/my-membership.resolver';
import { LedgerResolver } from './money/ledger.resolver';
import { TreasurerReportsResolver } from './money/treasurer-reports.resolver';
import { MemberNoticeResolver } from './member-notices/member-notice.resolver';

/**
 * Builds the executable GraphQL schema from the TypeGraphQL resolvers.
 * @param pubSub the pub/sub subscriptions listen on
 */
export function createSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [
      AuthResolver,
      AuditResolver,
      MemberResolver,
      PublicResolver,
      ProjectDetailResolver,
      RsvpResolver,
      ContactResolver,
      NewsletterResolver,
      ContentOverviewResolver,
      SettingsResolver,
      StaffResolver,
      RetentionSettingsResolver,
      PrivacyResolver,
      MemberRegisterResolver,
      MemberPortalResolver,
      RenewalsResolver,
      OnlinePaymentsResolver,
      MembershipResolver,
      MyMembershipResolver,
      LedgerResolver,
      TreasurerReportsResolver,
      MemberNoticeResolver,
      ...contentResolvers,
    ] as [Function, ...Function[]],
    authChecker,
    pubSub,
    validate: false,
  });
}
