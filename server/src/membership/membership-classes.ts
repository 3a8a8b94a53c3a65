import type { DataSource, EntityManager } from 'typeorm';
import { classNameTaken, membershipClassSchema, type MembershipClassValues } from '../../../shared/membership-classes';
import { lockVersion, type AuditService } from '../audit';
import type { Actor } from '../common/actor';
import { ConflictError, isUniqueViolation, NotFoundError, ValidationError } from '../common/errors';
import { isUuid } from '../common/ids';
import { validateInput } from '../common/validation';
import type { MembershipClass, MembershipClassInput } from './membership-class.models';

const COLUMNS = `id, name, annual_fee_cents AS "annualFeeCents", concession_fee_cents AS "concessionFeeCents", household, renews, archived,
  position, version, created_at AS "createdAt", updated_at AS "updatedAt"`;

const MEMBER_COUNT = `(SELECT count(*)::int FROM members m WHERE m.membership_class_id = c.id) AS "memberCount"`;

/** The unique index on lower(name) (migration 1798000000034). */
const NAME_KEY = 'membership_classes_name_key';

/** A class and how many members have it (staff's list). */
export interface MembershipClassInUse extends MembershipClass {
  /** Members (any status) whose class it is. */
  memberCount: number;
}

/**
 * Membership classes (issue #34): listed in order, created, changed with the optimistic version of
 * issue #33, archived and unarchived. A class is never deleted while a member or a charge has it (the
 * foreign keys refuse it too); archiving takes it off /join and keeps it for those who have it.
 * Every change is audited in its transaction (entity type `membership-class`).
 */
export class MembershipClasses {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  /**
   * The classes in order (position, then name), each with how many members have it.
   * @param options.includeArchived false (the /join choice): active classes only
   */
  async list(options: { includeArchived: boolean }): Promise<MembershipClassInUse[]> {
    return (await this.db.query(
      `SELECT ${COLUMNS}, ${MEMBER_COUNT}
       FROM membership_classes c ${options.includeArchived ? '' : 'WHERE NOT archived'} ORDER BY position, lower(name)`,
    )) as MembershipClassInUse[];
  }

  /** A class by id with its member count, or null (an id that is no UUID: null). */
  async get(id: string, tx: EntityManager | DataSource = this.db): Promise<MembershipClassInUse | null> {
    if (!isUuid(id)) return null;
    const [row] = (await tx.query(`SELECT ${COLUMNS}, ${MEMBER_COUNT} FROM membership_classes c WHERE id = $1`, [id])) as MembershipClassInUse[];
    return row ?? null;
  }

  /**
   * Adds a class at the end of the list.
   * @param input fees in integer cents AUD (0 allowed; concession ≤ annual fee)
   * @throws ValidationError naming `name` (missing, too long, or taken in any letter case), `annualFeeCents` or `concessionFeeCents`
   */
  async create(actor: Actor, input: MembershipClassInput): Promise<MembershipClassInUse> {
    const values = await this.check(input);
    return this.named(() =>
      this.db.transaction(async (tx) => {
        const [row] = (await tx.query(
          `INSERT INTO membership_classes (name, annual_fee_cents, concession_fee_cents, household, renews, position)
           VALUES ($1, $2, $3, $4, $5, (SELECT COALESCE(max(position), 0) + 1 FROM membership_classes)) RETURNING ${COLUMNS}`,
          [values.name, values.annualFeeCents, values.concessionFeeCents, values.household, values.renews],
        )) as MembershipClass[];
        await this.audit.record(tx, actor, 'create', 'membership-class', row.id, null, row);
        return { ...row, memberCount: 0 };
      }),
    );
  }

  /**
   * Changes a class. A new fee applies to charges made from now on; what members already owe stays.
   * @param input every field; `expectedVersion` (optional) the version the form started from
   * @throws NotFoundError; ValidationError as `create`; StaleVersionError (CONFLICT) when someone saved since `expectedVersion`
   */
  async update(actor: Actor, id: string, input: MembershipClassInput): Promise<MembershipClassInUse> {
    const values = await this.check(input);
    return this.named(() =>
      this.change(actor, id, input.expectedVersion, 'update', (tx) =>
        tx.query(
          `UPDATE membership_classes SET name = $2, annual_fee_cents = $3, concession_fee_cents = $4, household = $5, renews = $6,
             version = version + 1, updated_at = now() WHERE id = $1`,
          [id, values.name, values.annualFeeCents, values.concessionFeeCents, values.household, values.renews],
        ),
      ),
    );
  }

  /**
   * Archives a class (off /join and new choices; members keep it) or brings it back.
   * @throws NotFoundError; StaleVersionError (CONFLICT) when someone saved since `expectedVersion`
   */
  setArchived(actor: Actor, id: string, archived: boolean, expectedVersion?: number | null): Promise<MembershipClassInUse> {
    return this.change(actor, id, expectedVersion, archived ? 'archive' : 'unarchive', (tx) =>
      tx.query(`UPDATE membership_classes SET archived = $2, version = version + 1, updated_at = now() WHERE id = $1`, [id, archived]),
    );
  }

  /**
   * Deletes a class nobody has ever had (a mistake just made); a class in use is archived instead.
   * @throws NotFoundError; ConflictError when a member or a charge has it
   */
  async delete(actor: Actor, id: string): Promise<boolean> {
    if (!isUuid(id)) throw new NotFoundError('Membership class');
    return this.db.transaction(async (tx) => {
      const before = await this.get(id, tx);
      if (!before) throw new NotFoundError('Membership class');
      const [{ used }] = (await tx.query(
        `SELECT (SELECT count(*) FROM members WHERE membership_class_id = $1) + (SELECT count(*) FROM charges WHERE membership_class_id = $1) AS used`,
        [id],
      )) as { used: string }[];
      if (Number(used) > 0) throw new ConflictError('This class is in use by members or their fees: archive it instead');
      await tx.query(`DELETE FROM membership_classes WHERE id = $1`, [id]);
      await this.audit.record(tx, actor, 'delete', 'membership-class', id, before, null);
      return true;
    });
  }

  /**
   * A class a member may be given: it exists and, unless it is the one they already have, is not archived.
   * @param current the member's class now (keeping an archived class is allowed)
   * @throws ValidationError naming `membershipClassId`
   */
  async assertChoosable(id: string, current: string | null = null, tx: EntityManager | DataSource = this.db): Promise<MembershipClassInUse> {
    const cls = await this.get(id, tx);
    if (!cls || (cls.archived && cls.id !== current))
      throw new ValidationError({ membershipClassId: 'Choose one of the membership classes offered' });
    return cls;
  }

  /** Locks the row, checks the version, applies the change and audits it, in one transaction. */
  private async change(
    actor: Actor,
    id: string,
    expectedVersion: number | null | undefined,
    action: string,
    apply: (tx: EntityManager) => Promise<unknown>,
  ): Promise<MembershipClassInUse> {
    if (!isUuid(id)) throw new NotFoundError('Membership class');
    return this.db.transaction(async (tx) => {
      const version = await lockVersion(
        tx,
        { table: 'membership_classes', id, auditType: 'membership-class', auditId: id, label: 'this membership class' },
        expectedVersion,
      );
      if (version === null) throw new NotFoundError('Membership class');
      const before = await this.get(id, tx);
      await apply(tx);
      const after = (await this.get(id, tx))!;
      await this.audit.record(tx, actor, action, 'membership-class', id, before, after);
      return after;
    });
  }

  /** The input checked with the shared rules. @throws ValidationError */
  private async check(input: MembershipClassInput): Promise<MembershipClassValues> {
    const { expectedVersion: _ignored, ...fields } = input;
    return (await validateInput(membershipClassSchema, fields)) as MembershipClassValues;
  }

  /** Runs a write, turning the duplicate-name violation into a field error. */
  private async named<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, NAME_KEY)) throw new ValidationError({ name: classNameTaken });
      throw error;
    }
  }
}
