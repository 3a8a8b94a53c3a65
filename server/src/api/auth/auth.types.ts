import { Field, InputType, ObjectType } from 'type-graphql';
import { Role } from '../../auth/roles';
import { User } from '../../auth/user.entity';

/** A signed-in session: the bearer token and who it belongs to. */
@ObjectType({ description: 'A signed-in session: the bearer token and the staff user.' })
export class AuthPayload {
  @Field({
    description:
      'Short-lived JWT (ACCESS_TOKEN_TTL) to send as `Authorization: Bearer <token>` (and as `connectionParams.authorization` on WebSocket); renew it with `refreshSession`.',
  })
  token: string;

  @Field({ description: 'When the token stops being accepted.' })
  expiresAt: Date;

  @Field(() => User, { description: 'The signed-in staff user.' })
  user: User;
}

/** A demo staff login shown on the login screen in demo mode. */
@ObjectType({
  description: 'A demo staff login, listed only in demo mode (embedded database, not production) and only to the computer running the site.',
})
export class DemoAccount {
  @Field({ description: 'Display name.' })
  name: string;
  @Field({ description: 'Sign-in email.' })
  email: string;
  @Field({ description: 'Password (demo only, generated per installation).' })
  password: string;
  @Field(() => Role, { description: 'Role of the account.' })
  role: Role;
}

/** Input of `changePassword`. */
@InputType({ description: 'The current password and the new one (at least 10 characters).' })
export class ChangePasswordInput {
  @Field({ description: 'The password the user signs in with now.' })
  currentPassword: string;
  @Field({ description: 'The new password, at least 10 characters.' })
  newPassword: string;
}
