import type { AppContext } from './context';
import type { Actor } from '../common/actor';

/** Who is acting, for audit entries and "approved by" (SPEC §6: the signed-in user's name). */
export const actorOf = (ctx: AppContext): Actor => ({ id: ctx.user?.id ?? null, name: ctx.user?.name ?? null });
