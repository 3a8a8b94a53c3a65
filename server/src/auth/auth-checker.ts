import type { AuthChecker } from 'type-graphql';
import { messages } from '../../../shared/messages';
import { ForbiddenError, UnauthenticatedError } from '../common/errors';
import type { AppContext } from '../context';
import type { Role } from './roles';

/**
 * Decides every `@Authorized(roles)` on the server (SPEC §6, done server-side).
 * @throws UnauthenticatedError when nobody is signed in; ForbiddenError when the role is not listed
 */
export const authChecker: AuthChecker<AppContext, Role> = ({ context }, roles) => {
  if (!context.user) throw new UnauthenticatedError(messages.errors.unauthenticated);
  if (roles.length > 0 && !roles.includes(context.user.role)) throw new ForbiddenError(messages.errors.forbidden);
  return true;
};
