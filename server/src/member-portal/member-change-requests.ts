import type { DataSource } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import type { AuditService } from '../audit';
import type { Actor } from '../common/actor';
import { ConflictError, NotFoundError } from '../common/errors';
import { isUuid } from '../common/ids';
import { pageRequest, type Page } from '../common/pagination';
import { Member } from '../members';
import { MemberChangeRequest, MemberChangeRequestStatus } from './member-portal.entities';

/**
 * What an approved change request writes to the member record (pure): the name and/or the address it asked for.
 * @param request the request's name and address (null when not asked)
 */
export function approvedChanges(request: Pick<MemberChangeRequest, 'fullName' | 'address'>): Partial<Pick<Member, 'fullName' | 'address'>> {
  return { ...(request.fullName ? { fullName: request.fullName } : {}), ...(request.address ? { address: request.address } : {}) };
}

/** Staff at members' name and address change requests (issue #21): the list, and approve or decline. */
export class MemberChangeRequests {
  constructor(private readonly deps: { db: DataSource; clock: Clock; audit: AuditService }) {}

  /**
   * Staff: change requests, waiting ones first then newest, optionally of one member or one status.
   * @returns a page (an empty one for a malformed member id)
   * @throws ValidationError for a bad page or limit
   */
  async changeRequests(
    filter: { status?: MemberChangeRequestStatus | null; memberId?: string | null },
    page?: number,
    limit?: number,
  ): Promise<Page<MemberChangeRequest>> {
    const request = pageRequest(page, limit);
    const query = this.deps.db
      .getRepository(MemberChangeRequest)
      .createQueryBuilder('c')
      .innerJoin(Member, 'm', 'm.id = c.memberId')
      .addSelect('m.full_name', 'member_name')
      .orderBy(`CASE WHEN c.status = 'pending' THEN 0 ELSE 1 END`)
      .addOrderBy('c.requestedAt', 'DESC')
      .addOrderBy('c.id');
    if (filter.status) query.andWhere('c.status = :status', { status: filter.status });
    if (filter.memberId) {
      if (!isUuid(filter.memberId)) return { items: [], total: 0, page: request.page, limit: request.limit };
      query.andWhere('c.memberId = :memberId', { memberId: filter.memberId });
    }
    const { entities, raw } = await query
      .clone()
      .addSelect('count(*) OVER()', 'page_total')
      .offset(request.offset)
      .limit(request.limit)
      .getRawAndEntities<{ member_name: string; page_total: string }>();
    entities.forEach((e, i) => (e.memberName = raw[i]?.member_name ?? ''));
    return { items: entities, total: raw.length ? Number(raw[0].page_total) : 0, page: request.page, limit: request.limit };
  }

  /**
   * Staff: approves (the name and/or address are applied to the member record) or declines a change
   * request. Decided once: two staff deciding at once have one winner.
   * @returns the decided request, with the member's name
   * @throws NotFoundError; ConflictError when already decided
   */
  async decideChangeRequest(actor: Actor, id: string, approve: boolean): Promise<MemberChangeRequest> {
    if (!isUuid(id)) throw new NotFoundError('Change request');
    return this.deps.db.transaction(async (tx) => {
      const request = await tx
        .getRepository(MemberChangeRequest)
        .createQueryBuilder('c')
        .setLock('pessimistic_write')
        .where('c.id = :id', { id })
        .getOne();
      if (!request) throw new NotFoundError('Change request');
      if (request.status !== MemberChangeRequestStatus.PENDING) throw new ConflictError('This change request has already been decided.');
      const before = await tx.getRepository(Member).findOneByOrFail({ id: request.memberId });
      if (approve) {
        await tx.getRepository(Member).update({ id: before.id }, approvedChanges(request));
        const after = await tx.getRepository(Member).findOneByOrFail({ id: before.id });
        await this.deps.audit.record(tx, actor, 'approve-change', 'member', before.id, before, after);
      } else {
        await this.deps.audit.record(tx, actor, 'decline-change', 'member', before.id, null, {
          fullName: request.fullName,
          address: request.address,
        });
      }
      await tx.getRepository(MemberChangeRequest).update(
        { id },
        {
          status: approve ? MemberChangeRequestStatus.APPROVED : MemberChangeRequestStatus.DECLINED,
          decidedAt: this.deps.clock.now(),
          decidedBy: actor.name ?? 'Admin',
        },
      );
      const decided = await tx.getRepository(MemberChangeRequest).findOneByOrFail({ id });
      decided.memberName = (await tx.getRepository(Member).findOneByOrFail({ id: before.id })).fullName;
      return decided;
    });
  }
}
