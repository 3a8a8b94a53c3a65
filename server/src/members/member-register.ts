import { stringify } from 'csv-stringify/sync';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { neutraliseFormula } from '../common/csv-file';
import { MemberStatus, MemberType } from './member.enums';

/**
 * The register of members an incorporated association must keep (Associations Incorporation
 * Reform Act 2012 (Vic) s 56; Model Rules r 18):
 * - s 56(2): for each member, name and address (a), class of membership (b), date of joining (c) —
 *   the day membership began: approval of an online application (Model Rules r 11), or the join
 *   date staff entered from the paper records;
 * - s 56(3): the date a person ceases to be a member, entered within 14 days (set on deactivation);
 * - s 56(4): for a former member, only the name and the date they ceased are kept in the register.
 * Which statuses count: approved = current member; inactive = former member; pending and rejected
 * applications are not members (Model Rules r 11: membership begins when the committee accepts).
 */
export const REGISTER_STATUSES = { current: [MemberStatus.APPROVED], former: [MemberStatus.INACTIVE] } as const;

/** A current member's line in the register (s 56(2)). */
export interface RegisterMember {
  memberNumber: number;
  name: string;
  address: string | null;
  memberClass: MemberType;
  joinDate: string;
}

/** A former member's line in the register (s 56(3), (4)): name and date ceased only. */
export interface RegisterFormerMember {
  memberNumber: number;
  name: string;
  ceasedDate: string | null;
}

/**
 * The register of members, whole: it is one statutory document, printed and inspected as a whole
 * (s 57), so it is not paged.
 */
export interface MemberRegister {
  current: RegisterMember[];
  former: RegisterFormerMember[];
  currentStatuses: MemberStatus[];
  formerStatuses: MemberStatus[];
}

/** Reads the register (s 56) and writes it as CSV. */
export class MemberRegisterService {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * The register: current and former members, each ordered by date of joining (then membership
   * number). The date of joining is the date membership began (s 56(2)(c)): for an application made
   * online, the day the committee approved it (Model Rules r 11), in the association's zone; for a
   * member entered by staff from the paper records, the join date staff gave.
   */
  async register(): Promise<MemberRegister> {
    const rows = (
      (await this.db.query(
        `SELECT member_number AS "memberNumber", full_name AS name, address, member_type AS "memberClass",
                to_char(join_date, 'YYYY-MM-DD') AS "joinDate", approved_date AS "approvedDate", entered_by_staff AS "enteredByStaff",
                to_char(ceased_date, 'YYYY-MM-DD') AS "ceasedDate", status
           FROM members WHERE status = ANY($1)`,
        [[...REGISTER_STATUSES.current, ...REGISTER_STATUSES.former]],
      )) as (RegisterMember & { approvedDate: Date | null; enteredByStaff: boolean; ceasedDate: string | null; status: MemberStatus })[]
    )
      .map((r) => ({ ...r, joinDate: r.enteredByStaff || !r.approvedDate ? r.joinDate : this.clock.isoDay(r.approvedDate) }))
      .sort((a, b) => (a.joinDate < b.joinDate ? -1 : a.joinDate > b.joinDate ? 1 : a.memberNumber - b.memberNumber));
    const isCurrent = (s: MemberStatus) => (REGISTER_STATUSES.current as readonly MemberStatus[]).includes(s);
    return {
      current: rows
        .filter((r) => isCurrent(r.status))
        .map(({ memberNumber, name, address, memberClass, joinDate }) => ({ memberNumber, name, address, memberClass, joinDate })),
      former: rows.filter((r) => !isCurrent(r.status)).map(({ memberNumber, name, ceasedDate }) => ({ memberNumber, name, ceasedDate })),
      currentStatuses: [...REGISTER_STATUSES.current],
      formerStatuses: [...REGISTER_STATUSES.former],
    };
  }

  /**
   * The register as CSV, UTF-8 with a byte order mark (so spreadsheets read names with accents),
   * CRLF line ends, formula-looking cells neutralised; current members first, then former.
   * @returns file name `register-of-members-{YYYY-MM-DD}.csv` (the association's today)
   */
  async csv(): Promise<{ filename: string; content: string; rows: number }> {
    const { current, former } = await this.register();
    const lines = [
      ['Register', 'Member number', 'Name', 'Address', 'Class of membership', 'Date of joining', 'Date ceased'],
      ...current.map((m) => ['Current', String(m.memberNumber), m.name, m.address ?? '', m.memberClass, m.joinDate, '']),
      ...former.map((m) => ['Former', String(m.memberNumber), m.name, '', '', '', m.ceasedDate ?? '']),
    ].map((line) => line.map(neutraliseFormula));
    const content = `\uFEFF${stringify(lines, { record_delimiter: 'windows' })}`;
    return { filename: `register-of-members-${this.clock.today()}.csv`, content, rows: current.length + former.length };
  }
}
