import type { DataSource, EntityManager } from 'typeorm';
import { messages } from '../../../shared/messages';
import { adminMessages } from '../../../shared/admin-messages';
import { adminPageSize } from '../../../shared/admin-page-sizes';
import { INVITE_VALID_HOURS, RESET_VALID_HOURS, staffInviteSchema } from '../../../shared/staff';
import type { AuditService } from '../audit';
import { lockVersion } from '../audit';
import type { Actor } from '../common/actor';
import { ConflictError, DuplicateEmailError, NotFoundError, ValidationError, isUniqueViolation } from '../common/errors';
import { isUuid } from '../common/ids';
import { pageRequest, type Page } from '../common/pagination';
import { validateInput } from '../common/validation';
import type { Config } from '../config';
import type { OutboxService } from '../notifications';
import type { AuthService } from './auth.service';
import { Role, StaffStatus } from './roles';
import { passwordReset, staffInvitation } from './staff-emails';
import { StaffTokens, type StaffLinkState } from './staff-tokens';
import type { StaffTokenPurpose } from './staff-token.entity';
import { demotes, leavesNoAdmin, staffTransitions, statusSql, type StaffTransitionName } from './staff.rules';
import { User } from './user.entity';

/** Dependencies of the staff service, built once at start. */
export interface StaffServiceDeps {
  db: DataSource;
  config: Config;
  auth: AuthService;
  audit: AuditService;
  outbox: OutboxService;
}

/** What `inviteStaff` takes. */
export interface StaffInvite {
  name: string;
  email: string;
  role: Role;
}

/** Thrown inside a transaction to roll it back on purpose (the unknown-address reset request). */
const ROLLBACK = new Error('decoy: rolled back on purpose');

/** Audit entity type of staff accounts. */
export const STAFF_ENTITY = 'staff';

/**
 * Staff accounts run from the admin (issue #20): invitations by e-mail, roles, deactivation that
 * signs the person out everywhere at once, and forgotten passwords by a single-use e-mailed link.
 * Every change is audited and every e-mail queued in the change's own transaction.
 */
export class StaffService {
  private readonly tokens = new StaffTokens();

  constructor(private readonly deps: StaffServiceDeps) {}

  /**
   * Staff accounts for /admin/staff: active first, then invited, then deactivated, by name.
   * @throws ValidationError for a bad page or limit
   */
  async list(page?: number, limit?: number): Promise<Page<User>> {
    const request = pageRequest(page, limit ?? adminPageSize.staff);
    const query = this.deps.db
      .getRepository(User)
      .createQueryBuilder('u')
      .orderBy(`CASE u.status WHEN 'active' THEN 0 WHEN 'invited' THEN 1 ELSE 2 END`, 'ASC')
      .addOrderBy('lower(u.name)', 'ASC')
      .addOrderBy('u.id', 'ASC');
    const [items, total] = await query.skip(request.offset).take(request.limit).getManyAndCount();
    return { items, total, page: request.page, limit: request.limit };
  }

  /**
   * Invites a new staff member: an INVITED account without a password, and an e-mail with a
   * single-use link (valid 7 days) to /admin/accept-invite/{token}.
   * @throws ValidationError naming `name` or `email`; DuplicateEmailError when a staff account has that address
   */
  async invite(actor: Actor, input: StaffInvite): Promise<User> {
    const values = await validateInput(staffInviteSchema, input);
    try {
      return await this.deps.db.transaction(async (tx) => {
        const repo = tx.getRepository(User);
        const user = await repo.save(
          repo.create({ name: values.name, email: values.email, role: input.role, passwordHash: null, status: StaffStatus.INVITED }),
        );
        await this.sendInvitation(tx, actor, user);
        await this.deps.audit.record(tx, actor, 'invite', STAFF_ENTITY, user.id, null, user);
        return user;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_lower_key')) throw new DuplicateEmailError(messages.membership.duplicateEmail);
      throw error;
    }
  }

  /**
   * Sends a new invitation link to an account still INVITED; the earlier link stops working.
   * @throws NotFoundError; ConflictError when the account is not invited (password set, or deactivated)
   */
  async resendInvite(actor: Actor, id: string): Promise<User> {
    return this.deps.db.transaction(async (tx) => {
      const user = await this.lockedUser(tx, id);
      if (user.status !== StaffStatus.INVITED) throw new ConflictError(adminMessages.staff.notInvited);
      await this.sendInvitation(tx, actor, user);
      await this.deps.audit.record(tx, actor, 'resend-invite', STAFF_ENTITY, user.id, null, null);
      return user;
    });
  }

  /**
   * Changes an account's role; demoting the last active admin is refused.
   * @param expectedVersion the account's version the admin saw (issue #33); omitted: no check
   * @throws NotFoundError; ConflictError (last active admin); StaleVersionError (CONFLICT) when the account changed since `expectedVersion`
   */
  async updateRole(actor: Actor, id: string, role: Role, expectedVersion?: number | null): Promise<User> {
    return this.deps.db.transaction(async (tx) => {
      const admins = await this.lockActiveAdmins(tx);
      const before = await this.lockedUser(tx, id);
      await lockVersion(tx, { table: 'users', id, auditType: STAFF_ENTITY, auditId: id, label: 'this staff account' }, expectedVersion);
      if (before.role === role) return before;
      if (leavesNoAdmin(admins, id, demotes(before.role, role))) throw new ConflictError(adminMessages.staff.lastAdmin);
      await tx.getRepository(User).update({ id }, { role, version: () => 'version + 1' });
      const after = await tx.getRepository(User).findOneByOrFail({ id });
      await this.deps.audit.record(tx, actor, 'update-role', STAFF_ENTITY, id, before, after);
      return after;
    });
  }

  /**
   * Deactivates an account: it cannot sign in, and every session, token and WebSocket of it ends
   * at once (token version bump and revoked refresh tokens; WebSockets re-check within seconds).
   * Its open invitation or reset links stop working. The last active admin cannot be deactivated.
   * @throws NotFoundError; ConflictError (already deactivated, or the last active admin)
   */
  deactivate(actor: Actor, id: string): Promise<User> {
    return this.transition('deactivate', actor, id);
  }

  /**
   * Lets a deactivated account sign in again (or, when it never set a password, be invited again).
   * @throws NotFoundError; ConflictError when not deactivated
   */
  reactivate(actor: Actor, id: string): Promise<User> {
    return this.transition('reactivate', actor, id);
  }

  /**
   * Applies a staff transition (staff.rules.ts) with one conditional UPDATE, so concurrent
   * changes have one winner; active admins are locked first so the last-admin guard holds under races.
   */
  private async transition(name: StaffTransitionName, actor: Actor, id: string): Promise<User> {
    const rule = staffTransitions[name];
    return this.deps.db.transaction(async (tx) => {
      const admins = await this.lockActiveAdmins(tx);
      const before = await this.lockedUser(tx, id);
      if (leavesNoAdmin(admins, id, rule.removesAdmin)) throw new ConflictError(adminMessages.staff.lastAdmin);
      const result = await tx
        .createQueryBuilder()
        .update(User)
        .set({ status: () => statusSql(rule.to), version: () => 'version + 1' })
        .where('id = :id AND status IN (:...from)', { id, from: rule.from })
        .execute();
      if (!result.affected) throw new ConflictError(adminMessages.staff.notActive(before.status));
      if (rule.endsSessions) {
        await this.deps.auth.revokeAllSessions(id, tx);
        await this.tokens.retire(tx, id);
      }
      const after = await tx.getRepository(User).findOneByOrFail({ id });
      await this.deps.audit.record(tx, actor, rule.action, STAFF_ENTITY, id, before, after);
      return after;
    });
  }

  /**
   * What an invitation or reset link is like when its page opens (issue #33), so the page can say
   * "This link has already been used" or "This link has expired" before anyone types a password.
   * Nothing is used up; a 256-bit secret cannot be guessed, so the answer reveals nothing else.
   * @returns `valid`, `used` (or replaced), `expired` or `unknown`
   */
  passwordLinkState(purpose: StaffTokenPurpose, token: string): Promise<StaffLinkState> {
    return this.tokens.state(this.deps.db.manager, purpose, token);
  }

  /**
   * /admin/accept-invite/{token}: sets the invited person's password (the `changePassword` rules)
   * and makes the account ACTIVE; the link is used up.
   * @throws ValidationError naming `password` (too short) or `token` (unknown, used, replaced or expired link); RATE_LIMITED
   */
  async acceptInvite(token: string, password: string, ip: string | null): Promise<User> {
    await this.deps.auth.loginLimits.admitLinkUse(ip);
    const passwordHash = await this.deps.auth.hashNewPassword('password', password);
    return this.deps.db.transaction(async (tx) => {
      const userId = await this.tokens.consume(tx, 'invite', token);
      if (!userId) throw new ValidationError({ token: adminMessages.staff.inviteLinkInvalid });
      const before = await tx.getRepository(User).findOneByOrFail({ id: userId });
      const rule = staffTransitions.acceptInvite;
      const result = await tx
        .createQueryBuilder()
        .update(User)
        .set({ passwordHash, status: () => statusSql(rule.to), version: () => 'version + 1' })
        .where('id = :id AND status IN (:...from)', { id: userId, from: rule.from })
        .execute();
      if (!result.affected) throw new ValidationError({ token: adminMessages.staff.inviteLinkInvalid });
      const after = await tx.getRepository(User).findOneByOrFail({ id: userId });
      await this.deps.audit.record(tx, { id: after.id, name: after.name }, rule.action, STAFF_ENTITY, after.id, before, after);
      return after;
    });
  }

  /**
   * "Forgot your password?": e-mails an active account a single-use link (valid 1 hour) to
   * /admin/reset-password/{token}. Known and unknown addresses get the same answer after the same
   * work (a password hash, a transaction writing the e-mail — rolled back for an unknown address)
   * and count alike against RESET_LIMITS.
   * @returns true, whatever the address
   * @throws RateLimitedError (RATE_LIMITED, `retryAfter`) over RESET_LIMITS
   */
  async requestPasswordReset(email: string, ip: string | null): Promise<boolean> {
    const address = (email ?? '').trim().slice(0, 254);
    await this.deps.auth.loginLimits.admitResetRequest(address, ip);
    const user = address ? await this.deps.auth.findByEmail(address) : null;
    const known = user?.status === StaffStatus.ACTIVE ? user : null;
    await this.deps.auth.spendHashWork();
    try {
      await this.deps.db.transaction(async (tx) => {
        const target = known ?? { id: null, name: '', email: address };
        const secret = known ? await this.tokens.issue(tx, known.id, 'reset', RESET_VALID_HOURS) : 'x'.repeat(43);
        await this.deps.outbox.enqueue(tx, passwordReset(target.name, target.email, this.link('reset-password', secret)));
        if (known) await this.deps.audit.record(tx, { id: null, name: null }, 'request-password-reset', STAFF_ENTITY, known.id, null, null);
        else throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    return true;
  }

  /**
   * /admin/reset-password/{token}: sets a new password (the `changePassword` rules) and ends every
   * session and token of the account; the link is used up, and other open reset links with it.
   * @throws ValidationError naming `password` (too short) or `token` (unknown, used or expired link); RATE_LIMITED
   */
  async resetPassword(token: string, password: string, ip: string | null): Promise<User> {
    await this.deps.auth.loginLimits.admitLinkUse(ip);
    const passwordHash = await this.deps.auth.hashNewPassword('password', password);
    return this.deps.db.transaction(async (tx) => {
      const userId = await this.tokens.consume(tx, 'reset', token);
      if (!userId) throw new ValidationError({ token: adminMessages.staff.resetLinkInvalid });
      const result = await tx
        .createQueryBuilder()
        .update(User)
        .set({ passwordHash })
        .where('id = :id AND status = :active', { id: userId, active: StaffStatus.ACTIVE })
        .execute();
      if (!result.affected) throw new ValidationError({ token: adminMessages.staff.resetLinkInvalid });
      await this.tokens.retire(tx, userId, 'reset');
      await this.deps.auth.revokeAllSessions(userId, tx);
      const user = await tx.getRepository(User).findOneByOrFail({ id: userId });
      await this.deps.audit.record(tx, { id: user.id, name: user.name }, 'reset-password', STAFF_ENTITY, user.id, null, null);
      return user;
    });
  }

  /** Issues an invitation link and queues its e-mail in the transaction. */
  private async sendInvitation(tx: EntityManager, actor: Actor, user: User): Promise<void> {
    const secret = await this.tokens.issue(tx, user.id, 'invite', INVITE_VALID_HOURS);
    await this.deps.outbox.enqueue(tx, staffInvitation(user.name, user.email, user.role, this.link('accept-invite', secret), actor.name));
  }

  /** The absolute address of an admin link page (PUBLIC_URL). */
  private link(page: 'accept-invite' | 'reset-password', secret: string): string {
    return `${this.deps.config.publicUrl}/admin/${page}/${secret}`;
  }

  /** Locks the active admins' rows (the last-admin guard reads them under lock) and returns their ids. */
  private async lockActiveAdmins(tx: EntityManager): Promise<string[]> {
    const rows = await tx
      .getRepository(User)
      .createQueryBuilder('u')
      .select('u.id', 'id')
      .where('u.role = :admin AND u.status = :active', { admin: Role.ADMIN, active: StaffStatus.ACTIVE })
      .orderBy('u.id')
      .setLock('pessimistic_write')
      .getRawMany<{ id: string }>();
    return rows.map((r) => r.id);
  }

  /** The account, row-locked for the transaction. @throws NotFoundError */
  private async lockedUser(tx: EntityManager, id: string): Promise<User> {
    if (!isUuid(id)) throw new NotFoundError('Staff account');
    const user = await tx.getRepository(User).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!user) throw new NotFoundError('Staff account');
    return user;
  }
}
