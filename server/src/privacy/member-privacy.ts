import { pageRequest, type Page } from '../common/pagination';
import { Member } from '../members';
import { MemberStatus } from '../members';
import type { PersonScope } from './person';
import type { PersonalDataExport } from './privacy.models';
import type { PrivacyService } from './privacy.service';
import { MemberAccounts, memberActor, type MemberPortalDeps } from '../member-portal';
import { MemberErasureRequestRow } from '../member-portal';
import type { MemberAccount, MemberErasureRequest } from '../member-portal';

/**
 * What a member's "My data" exports (pure, issue #31): an applicant never approved (pending or
 * rejected) gets only their own application; anyone else everything holding their address.
 */
export function exportScopeOf(member: Pick<Member, 'id' | 'status'>): PersonScope {
  const applicant = member.status === MemberStatus.PENDING || member.status === MemberStatus.REJECTED;
  return applicant ? { kind: 'applicant', memberId: member.id } : { kind: 'address' };
}

/** A member's privacy requests (issues #19, #21): their data, an erasure request, and staff's list of open ones. */
export class MemberPrivacy {
  private readonly accounts: MemberAccounts;

  /** @param privacy the privacy service whose access export the member gets */
  constructor(
    private readonly deps: MemberPortalDeps,
    private readonly privacy: PrivacyService,
  ) {
    this.accounts = new MemberAccounts(deps);
  }

  /**
   * Everything held about the member, as the privacy access export (APP 12), audited as the member:
   * what holds their exact address and what is linked to those rows (issue #31). An applicant never
   * approved (pending or rejected) gets their own application, what the member area keeps of it, the
   * e-mails sent to them and the jobs holding their address — nothing found through other records.
   */
  myData(member: Member): Promise<PersonalDataExport> {
    return this.privacy.export(memberActor(member), member.email, exportScopeOf(member));
  }

  /** An erasure request for staff (open until staff erase the member, which removes it too). Asking twice keeps the first. */
  async requestErasure(member: Member): Promise<MemberAccount> {
    await this.deps.db.transaction(async (tx) => {
      const [row] = (await tx.query(
        `INSERT INTO member_erasure_requests (member_id, requested_at) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING RETURNING id`,
        [member.id, this.deps.clock.now()],
      )) as { id: string }[];
      if (row) await this.deps.audit.record(tx, memberActor(member), 'request-erasure', 'member', member.id, null, { requested: true });
    });
    return this.accounts.account(member);
  }

  /**
   * Staff: open erasure requests, oldest first (the Privacy Principles expect an answer within 30 days).
   * @throws ValidationError for a bad page or limit
   */
  async erasureRequests(page?: number, limit?: number): Promise<Page<MemberErasureRequest>> {
    const request = pageRequest(page, limit);
    const query = this.deps.db
      .getRepository(MemberErasureRequestRow)
      .createQueryBuilder('e')
      .innerJoin(Member, 'm', 'm.id = e.memberId')
      .select(['e.id AS id', 'e.member_id AS "memberId"', 'm.email AS email', 'm.full_name AS "memberName"', 'e.requested_at AS "requestedAt"'])
      .orderBy('e.requested_at', 'ASC')
      .addOrderBy('e.id');
    const [items, total] = [
      await query.clone().offset(request.offset).limit(request.limit).getRawMany<MemberErasureRequest>(),
      await query.getCount(),
    ];
    return { items, total, page: request.page, limit: request.limit };
  }
}
