import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context';
import { AuthPayload, DemoAccount } from './auth.types';
import { User } from './user.entity';

/** Staff sign-in (SPEC §2 Admin login screen, §6), done on the server. */
@Resolver()
export class AuthResolver {
  /**
   * Signs a staff member in.
   * @throws UNAUTHENTICATED "Invalid email or password. Please try again."
   */
  @Mutation(() => AuthPayload, { description: 'Sign in with email and password; returns a bearer token.' })
  login(@Arg('email') email: string, @Arg('password') password: string, @Ctx() ctx: AppContext): Promise<AuthPayload> {
    return ctx.services.auth.login(email, password);
  }

  /** The signed-in staff user, or null. */
  @Query(() => User, { nullable: true, description: 'The signed-in staff user, or null when anonymous.' })
  me(@Ctx() ctx: AppContext): User | null {
    return ctx.user;
  }

  /** Demo logins for the login screen's demo box; empty outside demo mode. */
  @Query(() => [DemoAccount], { description: 'Demo staff logins for the login screen; empty unless the server runs in demo mode.' })
  demoAccounts(@Ctx() ctx: AppContext): DemoAccount[] {
    return ctx.services.config.demo ? ctx.services.auth.demoAccounts : [];
  }
}
