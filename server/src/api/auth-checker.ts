import { memberPortalMessages } from '../../../shared/member-portal-messages';
import type { AuthCheckerFn } from 'type-graphql';
import { can, isMemberCapability, type Capability } from '../../../shared/capabilities';
import { messages } from '../../../shared/messages';
import { ForbiddenError, UnauthenticatedError } from '../common/errors';
import type { AppContext } from './context';
import type { User } from '../auth/user.entity';
import { staffRoleName } from '../auth/roles';

/** True when `user` holds one of `capabilities` (any signed-in user when the list is empty). */
function allow(user: User | null, capabilities: readonly Capability[]): true {
  if (!user) throw new UnauthenticatedError(messages.errors.unauthenticated);
  const role = staffRoleName(user.role);
  if (capabilities.length > 0 && !capabilities.some((capability) => can(role, capability))) throw new ForbiddenError(messages.errors.forbidden);
  return true;
}

/**
 * Decides every `@Authorized<Capability>(capability)` on the server (SPEC §6, done server-side) by
 * reading shared/capabilities.ts: the caller must hold the capability (issue #23). Over HTTP it
 * decides on the request's user; over WebSocket it looks the connection's session up again first
 * (`context.reauthenticate`), since TypeGraphQL asks both when a subscription starts and before
 * each event it delivers: an event after a logout, expiry, demotion or deletion is refused (issue #16 item 1).
 * A member-area capability (`memberArea`) needs a member session instead (issue #21), which no staff token gives.
 * @returns true, or a promise of it on WebSocket
 * @throws UnauthenticatedError when nobody is signed in (any more); ForbiddenError when the role does not hold the capability
 */
export const authChecker: AuthCheckerFn<AppContext, Capability> = ({ context }, capabilities) => {
  if (capabilities.some(isMemberCapability)) {
    // The member area (issue #21): a member session from the member cookie, on HTTP only.
    if (!context.member) throw new UnauthenticatedError(memberPortalMessages.sessionEnded);
    return true;
  }
  return context.reauthenticate ? context.reauthenticate().then((user) => allow(user, capabilities)) : allow(context.user, capabilities);
};
