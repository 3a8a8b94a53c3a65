import { memberPortalMessages } from '../../../shared/member-portal-messages';
import type { AuthChecker } from 'type-graphql';
import { messages } from '../../../shared/messages';
import { ForbiddenError, UnauthenticatedError } from '../common/errors';
import type { AppContext } from '../context';
import type { User } from './user.entity';
import { MEMBER, type Access, type Role } from './roles';

/** True when `user` may do what `roles` allows (any signed-in user when `roles` is empty). */
function allow(user: User | null, roles: Role[]): true {
  if (!user) throw new UnauthenticatedError(messages.errors.unauthenticated);
  if (roles.length > 0 && !roles.includes(user.role)) throw new ForbiddenError(messages.errors.forbidden);
  return true;
}

/**
 * Decides every `@Authorized(roles)` on the server (SPEC §6, done server-side). Over HTTP it decides
 * on the request's user; over WebSocket it looks the connection's session up again first
 * (`context.reauthenticate`), since TypeGraphQL asks both when a subscription starts and before
 * each event it delivers: an event after a logout, expiry, demotion or deletion is refused (issue #16 item 1).
 * `@Authorized(MEMBER)` needs a member session instead (issue #21), which no staff token gives.
 * @returns true, or a promise of it on WebSocket
 * @throws UnauthenticatedError when nobody is signed in (any more); ForbiddenError when the role is not listed
 */
export const authChecker: AuthChecker<AppContext, Access> = ({ context }, roles) => {
  if (roles.includes(MEMBER)) {
    // The member area (issue #21): a member session from the member cookie, on HTTP only.
    if (!context.member) throw new UnauthenticatedError(memberPortalMessages.sessionEnded);
    return true;
  }
  const staffRoles = roles as Role[];
  return context.reauthenticate ? context.reauthenticate().then((user) => allow(user, staffRoles)) : allow(context.user, staffRoles);
};
