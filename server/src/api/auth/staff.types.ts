import { Field, InputType, registerEnumType } from 'type-graphql';
import { PageType } from '../page-type';
import { Role } from '../../auth/roles';
import { User } from '../../auth/user.entity';

/** One page of staff accounts (`staffUsers`). */
export const StaffUserPage = PageType(User, 'StaffUserPage');

/** Input of `inviteStaff`. */
@InputType({ description: 'A new staff member to invite by e-mail.' })
export class InviteStaffInput {
  @Field({ description: 'Their name, as shown in the admin and the audit log (up to 100 characters).' })
  name: string;

  @Field({ description: 'The e-mail address the invitation goes to; they sign in with it.' })
  email: string;

  @Field(() => Role, { description: 'What they may do: ADMIN (everything), EDITOR (content, events and messages) or TREASURER (money).' })
  role: Role;
}

/** Input of `acceptInvite` and `resetPassword`: the link's token and the chosen password. */
@InputType({ description: 'The token from an e-mailed link and the new password (at least 10 characters).' })
export class SetPasswordInput {
  @Field({ description: 'The token at the end of the e-mailed link.' })
  token: string;

  @Field({ description: 'The password to sign in with from now on, at least 10 characters.' })
  password: string;
}

/** What an e-mailed staff link is for (issue #33). */
export enum PasswordLinkPurpose {
  INVITE = 'invite',
  RESET = 'reset',
}
registerEnumType(PasswordLinkPurpose, { name: 'PasswordLinkPurpose', description: 'INVITE (first password) or RESET (forgotten password).' });

/** What an e-mailed staff link is like when opened (issue #33). */
export enum PasswordLinkState {
  VALID = 'valid',
  USED = 'used',
  EXPIRED = 'expired',
  UNKNOWN = 'unknown',
}
registerEnumType(PasswordLinkState, {
  name: 'PasswordLinkState',
  description: 'VALID (a password can be set), USED (used, or replaced by a newer link), EXPIRED, or UNKNOWN (no such link).',
});
