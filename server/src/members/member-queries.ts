import { Brackets, type DataSource, type SelectQueryBuilder } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { assertFreeTextLengths } from '../common/free-text';
import { isUuid } from '../common/ids';
import { likePattern } from '../common/like-pattern';
import { countedPage, matchesPage, pageRequest, type Page, type SortKey } from '../common/pagination';
import { ValidationError } from '../common/errors';
import { Member } from './member.entity';
import { MemberStatus } from './member.enums';
import { membersCsv } from './member.export';
import { MemberSortField, SortOrder } from './member.enums';
import type { MemberFilterInput, MemberSortInput, PendingFilterInput } from './member.models';
import type { MemberExport, MemberStats } from './member.models';

/**
 * A full Australian number in international form, as digits: 61 (or 0061) and nine digits, with an
 * optional trunk 0 after the 61, as "+61 (0)4…" is often written.
 */
const INTERNATIONAL_AU = /^(?:00)?610?(\d{9})$/;

/**
 * A stored phone as national digits in SQL: its digits, a full Australian number in international
 * form ("+61 412 345 678", "0061 412…", "+61 (0)412…") turned into its national form ("0412345678");
 * any other number as its digits. The phone search matches on it, through the trigram index
 * members_phone_national_trgm_idx on the very same expression (migration 1795900000020) (issue #20).
 * @param column the phone column, e.g. `m.phone`
 */
export const phoneNationalSql = (column: string): string =>
  `regexp_replace(regexp_replace(${column}, '[^0-9]', '', 'g'), '^(00)?610?([0-9]{9})$', '0\\2')`;

/**
 * The digits a phone search means, when the search reads as a phone number (digits with spaces or
 * + ( ) - . between, at least 3 digits): the digits, and in national form when typed as "+61 4…"
 * or as a full international Australian number (issue #20: "0412345678" finds "0412 345 678" and
 * "+61 412 345 678"). Empty for any other search.
 */
export function phoneDigits(search: string | null | undefined): string[] {
  if (!search || !/^\+?[\d\s().-]+$/.test(search)) return [];
  const digits = search.replace(/\D/g, '');
  if (digits.length < 3) return [];
  const full = INTERNATIONAL_AU.exec(digits);
  const national = full ? `0${full[1]}` : search.startsWith('+61') && digits.length > 2 ? `0${digits.slice(2)}` : null;
  return national && national !== digits ? [digits, national] : [digits];
}

/** The filters of an export as a file name part: "all", or e.g. "approved-renter-search-smith". */
export function exportName(filter: MemberFilterInput): string {
  const search = (filter.search ?? '')
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30);
  const parts = [filter.status, filter.memberType, search && `search-${search}`].filter(Boolean);
  return parts.length ? parts.join('-') : 'all';
}

/**
 * The order of the staff list, most significant key first (the list adds `m.id` ascending last):
 * join date then creation time by default, the name without regard to case, or the status then
 * newest first.
 */
export function memberOrder(sort?: MemberSortInput | null): SortKey[] {
  const order = sort?.order === SortOrder.ASC ? 'ASC' : 'DESC';
  switch (sort?.field ?? MemberSortField.JOIN_DATE) {
    case MemberSortField.NAME:
      return [{ sql: 'lower(m.full_name)', order }];
    case MemberSortField.STATUS:
      return [
        { sql: 'm.status', order },
        { sql: 'm.created_at', order: 'DESC' },
      ];
    default:
      return [
        { sql: 'm.join_date', order },
        { sql: 'm.created_at', order },
      ];
  }
}

/**
 * The member search: name, email and phone, case- and accent-insensitive (issue #33: "Muller" finds
 * "Müller" and "Müller" finds "Muller"), on the expression of the trigram index
 * members_search_trgm_idx (migration 1797500000033). The pattern is folded too; the like-pattern's
 * escapes (\\, %, _) have no accents and pass through unchanged.
 */
const SEARCH_MATCH = `search_fold(m.full_name || ' ' || m.email || ' ' || m.phone) ILIKE search_fold(:search)`;

/** Staff's reads of the members (SPEC §2 admin members/pending, §3 stats, §7 export): search, lists, counts, CSV. */
export class MemberQueries {
  private readonly db: DataSource;

  constructor(private readonly deps: { db: DataSource; clock: Clock }) {
    this.db = deps.db;
  }

  /** One member by id, or null. */
  async get(id: string): Promise<Member | null> {
    if (!isUuid(id)) return null;
    return this.db.getRepository(Member).findOneBy({ id });
  }

  /**
   * Staff list: search (name, email or phone), status, type, sort and paging, all in SQL.
   * A search's page is sorted from its matches in one statement (`matchesPage`); without one, the
   * page is read in index order beside a plain `count(*)` (`countedPage`): count(*) OVER() would
   * read every row of a broad filter.
   * @throws ValidationError for a bad page or limit
   */
  async list(filter: MemberFilterInput = {}, sort?: MemberSortInput | null, page?: number, limit?: number): Promise<Page<Member>> {
    const request = pageRequest(page, limit ?? 25);
    const query = this.filteredQuery(filter);
    const keys = memberOrder(sort);
    if (filter.search?.trim()) return matchesPage(query, keys, request);
    keys.forEach((key) => query.addOrderBy(key.sql, key.order));
    return countedPage(query.addOrderBy('m.id', 'ASC'), request);
  }

  /**
   * The members a filter selects, as a query to order, page or export: search (name, email or
   * phone, the phone in national digits, issue #20; accents ignored, issue #33), status and type. The search expressions are
   * those of the trigram indexes members_search_trgm_idx and members_phone_national_trgm_idx.
   */
  filteredQuery(filter: MemberFilterInput): SelectQueryBuilder<Member> {
    assertFreeTextLengths({ search: filter.search });
    const query = this.db.getRepository(Member).createQueryBuilder('m');
    const search = filter.search?.trim();
    const digits = phoneDigits(search);
    if (search && digits.length > 0) {
      query.andWhere(
        new Brackets((or) => {
          or.where(SEARCH_MATCH, { search: likePattern(search) });
          digits.forEach((variant, i) => or.orWhere(`${phoneNationalSql('m.phone')} LIKE :digits${i}`, { [`digits${i}`]: `%${variant}%` }));
        }),
      );
    } else if (search) query.andWhere(SEARCH_MATCH, { search: likePattern(search) });
    if (filter.status) query.andWhere('m.status = :status', { status: filter.status });
    if (filter.memberType) query.andWhere('m.member_type = :type', { type: filter.memberType });
    return query;
  }

  /**
   * Pending applications, newest first (SPEC §7 pending list), narrowed by the pending page's
   * filters (issue #33): the member list's search (name, email or phone, the same rules:
   * `filteredQuery`), member type, receipt requested and the day applied (join date, inclusive).
   * @throws ValidationError naming `appliedFrom` or `appliedTo` when not a YYYY-MM-DD day; for a bad page or limit
   */
  async pending(page?: number, limit?: number, filter: PendingFilterInput = {}): Promise<Page<Member>> {
    const request = pageRequest(page, limit);
    const query = this.filteredQuery({ search: filter.search, memberType: filter.memberType, status: MemberStatus.PENDING });
    if (filter.receiptRequested !== undefined && filter.receiptRequested !== null) {
      query.andWhere('m.receipt_requested = :receipt', { receipt: filter.receiptRequested });
    }
    for (const [key, op] of [
      ['appliedFrom', '>='],
      ['appliedTo', '<='],
    ] as const) {
      const day = filter[key]?.trim();
      if (!day) continue;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) throw new ValidationError({ [key]: 'Use a date (YYYY-MM-DD)' });
      query.andWhere(`m.join_date ${op} :${key}`, { [key]: day });
    }
    const [items, total] = await query
      .orderBy('m.created_at', 'DESC')
      .addOrderBy('m.id', 'ASC')
      .skip(request.offset)
      .take(request.limit)
      .getManyAndCount();
    return { items, total, page: request.page, limit: request.limit };
  }

  /** Counts by status in one scan (SPEC §3 Member stats). */
  async stats(): Promise<MemberStats> {
    const [row] = await this.db.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'approved')::int AS approved,
              count(*) FILTER (WHERE status = 'rejected')::int AS rejected,
              count(*) FILTER (WHERE status = 'inactive')::int AS inactive
         FROM members`,
    );
    return row as MemberStats;
  }

  /**
   * CSV of the members matching every given filter (search, status, type), newest first (SPEC §7
   * Export; issue #20: "Export Filtered" applies every active filter, not only the status).
   * @returns file name `members-{what}-{YYYY-MM-DD}.csv` naming the filters ("all" without any;
   *   e.g. `members-approved-renter-search-0412-2031-05-11.csv`; date in the association's zone) and content
   */
  async export(filter: MemberFilterInput = {}): Promise<MemberExport> {
    const members = await this.filteredQuery(filter).orderBy('m.join_date', 'DESC').addOrderBy('m.created_at', 'DESC').getMany();
    const date = this.deps.clock.today();
    return { filename: `members-${exportName(filter)}-${date}.csv`, content: membersCsv(members, this.deps.clock), rows: members.length };
  }
}
