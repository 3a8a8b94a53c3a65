import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import {
  IMPORT_FIELDS,
  IMPORT_MAX_PROBLEMS_LISTED,
  IMPORT_PREVIEW_ROWS,
  importMessages,
  type DuplicateDecision,
  type ImportCheck,
  type ImportDuplicate,
  type ImportPreview,
  type ImportProblem,
  type ImportRequest,
  type ImportResult,
} from '../../../shared/member-import';
import type { Actor } from '../common/actor';
import type { AuditService } from '../audit';
import { MemberStatus, MemberType } from '../members';
import { readSheet, type Sheet } from './import-file';
import { checkMapping, readMember, suggestMapping, type ImportedMember } from './import-rows';

/** Rows written by one INSERT or UPDATE (each column goes as one array parameter). */
const BATCH = 2000;

/** Dependencies of the import, built once at start. */
export interface MemberImportDeps {
  db: DataSource;
  audit: AuditService;
  /** The association's clock: today, for join dates not given and not after it. */
  clock: Clock;
}

/** An existing member found by e-mail or by member number. */
interface Existing {
  id: string;
  memberNumber: number;
  fullName: string;
  status: string;
  emailKey: string;
}

/** What an import would do: the rows to add and to update, the skipped duplicates, the problems. */
interface Plan {
  check: ImportCheck;
  creates: ImportedMember[];
  updates: { id: string; member: ImportedMember }[];
  /** The id of each membership class the rows name, by its name in lower case. */
  classIds: Map<string, string>;
}

/** The outcome of `run`: the counts when written, or the check that refused it (nothing written). */
export type ImportOutcome = { imported: true; result: ImportResult } | { imported: false; check: ImportCheck };

const byRowThenField = (a: ImportProblem, b: ImportProblem): number =>
  a.row - b.row || IMPORT_FIELDS.findIndex((f) => f.key === a.field) - IMPORT_FIELDS.findIndex((f) => f.key === b.field);

/**
 * Moving in (issue #34): existing members imported from a CSV or Excel file in three steps — a
 * preview with a suggested column mapping, a dry run listing every problem by spreadsheet row and
 * every duplicate by e-mail, and the import itself, all or nothing in one transaction.
 */
export class MemberImportService {
  constructor(private readonly deps: MemberImportDeps) {}

  /**
   * The file's headings, its first rows and a mapping suggested from the headings.
   * @throws ValidationError naming `file` (see readSheet)
   */
  async preview(fileName: string, buffer: Buffer): Promise<ImportPreview> {
    const sheet = await readSheet(buffer);
    return {
      fileName,
      headers: sheet.headers,
      rows: sheet.rows.slice(0, IMPORT_PREVIEW_ROWS),
      totalRows: sheet.rows.length,
      mapping: suggestMapping(sheet.headers),
    };
  }

  /**
   * The dry run: what the import would do with these choices and every problem, writing nothing.
   * A duplicate without a decision is listed, not counted as a problem.
   * @throws ValidationError naming `file` or `mapping`
   */
  async check(buffer: Buffer, request: ImportRequest): Promise<ImportCheck> {
    const sheet = await readSheet(buffer);
    return (await this.plan(this.deps.db.manager, sheet, request, false)).check;
  }

  /**
   * Imports the file in one transaction, or nothing: when any row has a problem (or a duplicate has
   * no decision) nothing is written and the check is returned. New members are approved unless the
   * file says otherwise, entered by staff (their join date is the register's), numbered as in the
   * file; the member number sequence moves past the highest imported number. One audit entry
   * (`import`, entity type `member-import`) records the counts. While it runs, no one else can add
   * a member (the table is locked against writes), so the duplicates found are the duplicates written.
   * @throws ValidationError naming `file` or `mapping`
   */
  async run(actor: Actor, fileName: string, buffer: Buffer, request: ImportRequest): Promise<ImportOutcome> {
    const sheet = await readSheet(buffer);
    return this.deps.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE members IN SHARE ROW EXCLUSIVE MODE');
      const plan = await this.plan(tx, sheet, request, true);
      if (plan.check.problemCount > 0) return { imported: false as const, check: plan.check };
      await this.moveSequencePast(tx, [...plan.creates, ...plan.updates.map((u) => u.member)]);
      const classOf = (m: ImportedMember) => (m.membershipClass === null ? null : plan.classIds.get(m.membershipClass.toLowerCase())!);
      for (let i = 0; i < plan.creates.length; i += BATCH) await this.insert(tx, plan.creates.slice(i, i + BATCH), classOf);
      for (let i = 0; i < plan.updates.length; i += BATCH) await this.update(tx, plan.updates.slice(i, i + BATCH), classOf);
      const result: ImportResult = {
        created: plan.creates.length,
        updated: plan.updates.length,
        skipped: plan.check.toSkip,
        excluded: plan.check.excludedRows,
      };
      await this.deps.audit.record(tx, actor, 'import', 'member-import', randomUUID(), null, { fileName, ...result });
      return { imported: true as const, result };
    });
  }

  /** Reads every row, finds duplicates (in the file and among members) and decides what each row becomes. */
  private async plan(tx: EntityManager, sheet: Sheet, request: ImportRequest, final: boolean): Promise<Plan> {
    const mapping = checkMapping(request.mapping, sheet.headers.length);
    const excluded = new Set(Array.isArray(request.excludeRows) ? request.excludeRows.map(Number) : []);
    const given = request.decisions && typeof request.decisions === 'object' ? request.decisions : {};
    const decisionFor = (row: number): DuplicateDecision | null => {
      const decision: unknown = given[String(row)] ?? request.allDuplicates;
      return decision === 'skip' || decision === 'update' ? decision : null;
    };
    const rows = sheet.rows.filter((r) => !excluded.has(r.row));
    const today = this.deps.clock.today();
    const problems = new Map<number, ImportProblem[]>();
    const add = (p: ImportProblem) => problems.set(p.row, [...(problems.get(p.row) ?? []), p]);
    const read = rows.map((r) => {
      const { member, problems: found } = readMember(r, mapping, today);
      found.forEach(add);
      return member;
    });

    // Membership classes by name, exactly but in any letter case (their unique index is on lower(name)).
    const classIds = await this.classesByName(tx, read);
    for (const m of read)
      if (m.membershipClass !== null && !classIds.has(m.membershipClass.toLowerCase()))
        add({ row: m.row, field: 'membershipClass', message: importMessages.membershipClass(m.membershipClass) });

    const firstWithEmail = new Map<string, number>();
    for (const m of read) {
      if (!m.emailKey) continue;
      const first = firstWithEmail.get(m.emailKey);
      if (first === undefined) firstWithEmail.set(m.emailKey, m.row);
      else add({ row: m.row, field: 'email', message: importMessages.sameEmailAs(first) });
    }
    const byEmail = await this.existingByEmail(tx, [...firstWithEmail.keys()]);

    const duplicates: ImportDuplicate[] = [];
    const creates: ImportedMember[] = [];
    const updates: { id: string; member: ImportedMember }[] = [];
    let toSkip = 0;
    for (const m of read) {
      const existing = m.emailKey ? byEmail.get(m.emailKey) : undefined;
      if (!existing) {
        creates.push(m);
        continue;
      }
      const decision = decisionFor(m.row);
      duplicates.push({
        row: m.row,
        email: m.email ?? '',
        fullName: m.fullName ?? '',
        existing: { id: existing.id, memberNumber: existing.memberNumber, fullName: existing.fullName, status: existing.status },
        decision,
      });
      if (decision === 'skip') {
        // A skipped row is not imported, so what is wrong in it does not matter.
        problems.delete(m.row);
        toSkip++;
      } else if (decision === 'update') updates.push({ id: existing.id, member: m });
      else if (final) add({ row: m.row, field: 'email', message: importMessages.undecided });
    }

    // Member numbers: unique in the file, and not another member's already.
    const undecided = new Set(duplicates.filter((d) => !d.decision).map((d) => d.row));
    const written = [...creates, ...updates.map((u) => u.member), ...(final ? [] : read.filter((m) => undecided.has(m.row)))].sort(
      (a, b) => a.row - b.row,
    );
    const ownerOfRow = new Map(updates.map((u) => [u.member.row, u.id]));
    for (const d of duplicates) if (!d.decision) ownerOfRow.set(d.row, d.existing.id);
    const firstWithNumber = new Map<number, number>();
    for (const m of written) {
      if (m.memberNumber === null) continue;
      const first = firstWithNumber.get(m.memberNumber);
      if (first === undefined) firstWithNumber.set(m.memberNumber, m.row);
      else add({ row: m.row, field: 'memberNumber', message: importMessages.sameNumberAs(first) });
    }
    const byNumber = await this.existingByNumber(tx, [...firstWithNumber.keys()]);
    for (const m of written) {
      const holder = m.memberNumber === null ? undefined : byNumber.get(m.memberNumber);
      if (holder && holder.id !== ownerOfRow.get(m.row))
        add({ row: m.row, field: 'memberNumber', message: importMessages.numberTaken(m.memberNumber!, holder.fullName) });
    }

    const all = [...problems.values()].flat().sort(byRowThenField);
    return {
      creates,
      updates,
      classIds,
      check: {
        totalRows: rows.length,
        excludedRows: sheet.rows.length - rows.length,
        toCreate: creates.length,
        toUpdate: updates.length,
        toSkip,
        duplicates,
        problems: all.slice(0, IMPORT_MAX_PROBLEMS_LISTED),
        problemCount: all.length,
      },
    };
  }

  /** The membership classes the rows name: id by lower-case name. */
  private async classesByName(tx: EntityManager, members: ImportedMember[]): Promise<Map<string, string>> {
    const names = [...new Set(members.flatMap((m) => (m.membershipClass === null ? [] : [m.membershipClass.toLowerCase()])))];
    if (names.length === 0) return new Map();
    const rows = (await tx.query(`SELECT id, lower(name) AS key FROM membership_classes WHERE lower(name) = ANY($1::text[])`, [names])) as {
      id: string;
      key: string;
    }[];
    return new Map(rows.map((r) => [r.key, r.id]));
  }

  /** Members whose e-mail, trimmed and lower-case, is one of `keys` — by that key. */
  private async existingByEmail(tx: EntityManager, keys: string[]): Promise<Map<string, Existing>> {
    if (keys.length === 0) return new Map();
    const rows = (await tx.query(
      `SELECT id, member_number AS "memberNumber", full_name AS "fullName", status, lower(trim(email)) AS "emailKey"
         FROM members WHERE lower(email) = ANY($1::text[])`,
      [keys],
    )) as Existing[];
    return new Map(rows.map((r) => [r.emailKey, r]));
  }

  /** Members holding one of these member numbers — by number. */
  private async existingByNumber(tx: EntityManager, numbers: number[]): Promise<Map<number, Existing>> {
    if (numbers.length === 0) return new Map();
    const rows = (await tx.query(
      `SELECT id, member_number AS "memberNumber", full_name AS "fullName", status, '' AS "emailKey" FROM members WHERE member_number = ANY($1::int[])`,
      [numbers],
    )) as Existing[];
    return new Map(rows.map((r) => [Number(r.memberNumber), r]));
  }

  /**
   * Moves the member number sequence past the highest number the import writes, so the next
   * application gets a free one (setval is not rolled back: a refused import can only leave a gap).
   */
  private async moveSequencePast(tx: EntityManager, members: ImportedMember[]): Promise<void> {
    const highest = members.reduce((max, m) => Math.max(max, m.memberNumber ?? 0), 0);
    if (highest === 0) return;
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('members', 'member_number'),
                     GREATEST($1::int, (SELECT last_value FROM members_member_number_seq)))`,
      [highest],
    );
  }

  /** Adds members with one INSERT: each column an array, read back row by row with unnest. */
  private async insert(tx: EntityManager, members: ImportedMember[], classOf: (m: ImportedMember) => string | null): Promise<void> {
    const today = this.deps.clock.today();
    const column = <T>(pick: (m: ImportedMember) => T) => members.map(pick);
    await tx.query(
      `INSERT INTO members (member_number, full_name, email, phone, address, language_spoken, num_adults, num_children,
                            member_type, join_date, status, notes, entered_by_staff, financial_until, membership_class_id)
       SELECT coalesce(v.member_number, nextval(pg_get_serial_sequence('members', 'member_number'))::int),
              v.full_name, v.email, coalesce(v.phone, ''), v.address, v.language_spoken, v.num_adults, v.num_children,
              coalesce(v.member_type, $13), coalesce(v.join_date, $14::date), coalesce(v.status, $15), v.notes, true,
              v.financial_until, v.membership_class_id
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[],
                     $9::text[], $10::date[], $11::text[], $12::text[], $16::date[], $17::uuid[]) WITH ORDINALITY
           AS v(member_number, full_name, email, phone, address, language_spoken, num_adults, num_children,
                member_type, join_date, status, notes, financial_until, membership_class_id, ord)
        ORDER BY v.ord`,
      [
        column((m) => m.memberNumber),
        column((m) => m.fullName),
        column((m) => m.email),
        column((m) => m.phone),
        column((m) => m.address),
        column((m) => m.languageSpoken),
        column((m) => m.numAdults),
        column((m) => m.numChildren),
        column((m) => m.memberType),
        column((m) => m.joinDate),
        column((m) => m.status),
        column((m) => m.notes),
        MemberType.OWNER,
        today,
        MemberStatus.APPROVED,
        column((m) => m.financialUntil),
        members.map(classOf),
      ],
    );
  }

  /** Updates existing members with one UPDATE: a value the file gives replaces the member's, an empty cell keeps it. */
  private async update(
    tx: EntityManager,
    updates: { id: string; member: ImportedMember }[],
    classOf: (m: ImportedMember) => string | null,
  ): Promise<void> {
    const column = <T>(pick: (m: ImportedMember) => T) => updates.map((u) => pick(u.member));
    await tx.query(
      `UPDATE members m SET
              member_number = coalesce(v.member_number, m.member_number), full_name = coalesce(v.full_name, m.full_name),
              phone = coalesce(v.phone, m.phone), address = coalesce(v.address, m.address),
              language_spoken = coalesce(v.language_spoken, m.language_spoken), num_adults = coalesce(v.num_adults, m.num_adults),
              num_children = coalesce(v.num_children, m.num_children), member_type = coalesce(v.member_type, m.member_type),
              join_date = coalesce(v.join_date, m.join_date), status = coalesce(v.status, m.status), notes = coalesce(v.notes, m.notes),
              financial_until = coalesce(v.financial_until, m.financial_until),
              membership_class_id = coalesce(v.membership_class_id, m.membership_class_id),
              version = m.version + 1, updated_at = now()
         FROM unnest($1::uuid[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[],
                     $9::text[], $10::date[], $11::text[], $12::text[], $13::date[], $14::uuid[])
           AS v(id, member_number, full_name, phone, address, language_spoken, num_adults, num_children, member_type, join_date, status, notes,
                financial_until, membership_class_id)
        WHERE m.id = v.id`,
      [
        updates.map((u) => u.id),
        column((m) => m.memberNumber),
        column((m) => m.fullName),
        column((m) => m.phone),
        column((m) => m.address),
        column((m) => m.languageSpoken),
        column((m) => m.numAdults),
        column((m) => m.numChildren),
        column((m) => m.memberType),
        column((m) => m.joinDate),
        column((m) => m.status),
        column((m) => m.notes),
        column((m) => m.financialUntil),
        updates.map((u) => classOf(u.member)),
      ],
    );
  }
}
