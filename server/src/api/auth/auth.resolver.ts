import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Capability } from '../../../../shared/capabilities';
import type { AppContext } from '../context';
import type { ClientInfo, SessionResult } from '../../auth/auth.service';
import { AuthPayload, ChangePasswordInput, DemoAccount } from './auth.types';
import { REFRESH_GRACE_SEC } from '../../auth/sessions';
import { User } from '../../auth/user.entity';

const clientOf = (ctx: AppContext): ClientInfo => ({ ip: ctx.ip, userAgent: ctx.userAgent ?? null });

/** Puts the refresh token into the httpOnly cookie and returns the rest. */
function deliver(ctx: AppContext, session: SessionResult): AuthPayload {
  ctx.refreshCookie?.set(session.refreshToken, session.refreshExpiresAt);
  return { token: session.token, expiresAt: session.expiresAt, user: session.user };
}

/** Staff sign-in and sessions (SPEC §2 Admin login screen, §6), done on the server. */
@Resolver()
export class AuthResolver {
  /**
   * Signs a staff member in: a short-lived access token in the answer, a refresh token in an
   * httpOnly cookie (path /graphql).
   * @throws RATE_LIMITED (with `retryAfter` seconds) after 5 failed tries in a minute on one account from one IP, or 20 in 10 minutes from one IP
   * @throws UNAUTHENTICATED "Invalid email or password. Please try again."
   */
  @Mutation(() => AuthPayload, {
    description:
      'Sign in with email and password; returns a short-lived bearer token and sets the httpOnly refresh cookie. After 5 failed tries in a minute on one account from one IP, or 20 in 10 minutes from one IP, answers RATE_LIMITED with `retryAfter` seconds; the account itself is never locked for other addresses.',
  })
  async login(@Arg('email') email: string, @Arg('password') password: string, @Ctx() ctx: AppContext): Promise<AuthPayload> {
    return deliver(ctx, await ctx.services.auth.login(email, password, clientOf(ctx)));
  }

  /**
   * Trades the refresh cookie for a new access token; the cookie is rotated.
   * @throws UNAUTHENTICATED when the cookie is missing, expired, revoked or was already used more than REFRESH_GRACE_SEC ago (which ends the session)
   */
  @Mutation(() => AuthPayload, {
    description: `Returns a new access token for the refresh token in the httpOnly cookie and rotates the cookie. The same cookie again within ${REFRESH_GRACE_SEC} seconds (two tabs at once) gets the same new cookie; later, or once that new cookie was itself rotated, it ends the whole session. UNAUTHENTICATED when there is no valid cookie.`,
  })
  async refreshSession(@Ctx() ctx: AppContext): Promise<AuthPayload> {
    try {
      return deliver(ctx, await ctx.services.auth.refresh(ctx.refreshCookie?.get(), clientOf(ctx)));
    } catch (error) {
      ctx.refreshCookie?.clear();
      throw error;
    }
  }

  /** Signs out on the server: the session of the token and of the cookie end at once. */
  @Mutation(() => Boolean, {
    description:
      'Signs out: ends the session of the bearer token and of the refresh cookie (the access token stops working at once) and clears the cookie.',
  })
  async logout(@Ctx() ctx: AppContext): Promise<boolean> {
    await ctx.services.auth.logout(ctx.user, ctx.sessionId ?? null, ctx.refreshCookie?.get());
    ctx.refreshCookie?.clear();
    return true;
  }

  /**
   * Changes the signed-in user's password; every other session and token ends.
   * @throws BAD_USER_INPUT naming `currentPassword` (wrong) or `newPassword` (under 10 characters)
   */
  @Authorized<Capability>('adminArea')
  @Mutation(() => AuthPayload, {
    description:
      'Changes the signed-in user’s password (at least 10 characters). Ends every session and token of the user and returns a fresh session (new refresh cookie).',
  })
  async changePassword(@Arg('input') input: ChangePasswordInput, @Ctx() ctx: AppContext): Promise<AuthPayload> {
    return deliver(ctx, await ctx.services.auth.changePassword(ctx.user!, input.currentPassword, input.newPassword, clientOf(ctx)));
  }

  /** The signed-in staff user, or null. */
  @Query(() => User, { nullable: true, description: 'The signed-in staff user, or null when anonymous.' })
  me(@Ctx() ctx: AppContext): User | null {
    return ctx.user;
  }

  /** Demo logins for the login screen's demo box: in demo mode, to the server's own computer only. */
  @Query(() => [DemoAccount], {
    description:
      'Demo staff logins for the login screen: listed only in demo mode and only to a client on the computer running the site (a loopback address: 127.0.0.0/8, ::1); empty for anyone else.',
  })
  demoAccounts(@Ctx() ctx: AppContext): DemoAccount[] {
    return ctx.services.auth.demoAccess(ctx.ip).accounts;
  }

  /** Whether the server runs in demo mode, for every client (the login screen explains where the logins are). */
  @Query(() => Boolean, {
    description:
      'True when the server runs in demo mode (demo staff accounts exist). Every client may ask; the logins themselves (`demoAccounts`) go only to the computer running the site.',
  })
  demoMode(@Ctx() ctx: AppContext): boolean {
    return ctx.services.auth.demoAccess(ctx.ip).enabled;
  }
}
