import type { DataSource } from 'typeorm';
import { NotFoundError } from '../common/errors';
import { isUuid } from '../common/ids';
import { pageRequest, type Page } from '../common/pagination';
import { DeliveryStatus, NewsletterDelivery, NewsletterIssue } from './issue.entity';

/** One status count of an issue's copies, as the counting query returns it. */
export interface DeliveryCount {
  issue_id: string;
  status: DeliveryStatus;
  n: number;
}

/**
 * Fills each issue's queued (QUEUED and SENDING), sent, kept and failed counts from the status
 * counts of their copies (pure).
 */
export function fillCounts(issues: NewsletterIssue[], rows: readonly DeliveryCount[]): void {
  for (const issue of issues) {
    // Rows loaded by TypeORM skip the constructor, so the counts start here.
    Object.assign(issue, { queued: 0, sent: 0, kept: 0, failed: 0 });
    for (const row of rows.filter((r) => r.issue_id === issue.id)) {
      if (row.status === DeliveryStatus.QUEUED || row.status === DeliveryStatus.SENDING) issue.queued += row.n;
      else if (row.status === DeliveryStatus.SENT) issue.sent += row.n;
      else if (row.status === DeliveryStatus.KEPT) issue.kept += row.n;
      else issue.failed += row.n;
    }
  }
}

/** Staff's view of sent newsletters (issue #18): the issues, one issue's progress, its copies. */
export class NewsletterIssues {
  constructor(private readonly deps: { db: DataSource }) {}

  /** Staff: issues newest first, with their counts. @throws ValidationError for a bad page or limit */
  async issues(page?: number, limit?: number): Promise<Page<NewsletterIssue>> {
    const request = pageRequest(page, limit);
    const [items, total] = await this.deps.db
      .getRepository(NewsletterIssue)
      .findAndCount({ order: { createdAt: 'DESC', id: 'ASC' }, skip: request.offset, take: request.limit });
    await this.withCounts(items);
    return { items, total, page: request.page, limit: request.limit };
  }

  /**
   * Staff: one issue with its counts (the progress bar polls it).
   * @throws NotFoundError
   */
  async issue(id: string): Promise<NewsletterIssue> {
    const found = isUuid(id) ? await this.deps.db.getRepository(NewsletterIssue).findOneBy({ id }) : null;
    if (!found) throw new NotFoundError('Newsletter issue');
    await this.withCounts([found]);
    return found;
  }

  /**
   * Staff: an issue's copies, failed first, then by address; optionally of one status.
   * @throws NotFoundError for an unknown issue
   */
  async deliveries(issueId: string, page?: number, limit?: number, status?: DeliveryStatus | null): Promise<Page<NewsletterDelivery>> {
    await this.issue(issueId);
    const request = pageRequest(page, limit);
    const query = this.deps.db
      .getRepository(NewsletterDelivery)
      .createQueryBuilder('d')
      .where('d.issue_id = :issueId', { issueId })
      .orderBy(`CASE d.status WHEN 'FAILED' THEN 0 ELSE 1 END`)
      .addOrderBy('d.email')
      .addOrderBy('d.id')
      .offset(request.offset)
      .limit(request.limit);
    if (status) query.andWhere('d.status = :status', { status });
    const [items, total] = await query.getManyAndCount();
    return { items, total, page: request.page, limit: request.limit };
  }

  /** Fills each issue's counts with one query. */
  private async withCounts(issues: NewsletterIssue[]): Promise<void> {
    if (!issues.length) return;
    const rows = (await this.deps.db.query(
      `SELECT issue_id, status, count(*)::int AS n FROM newsletter_deliveries WHERE issue_id = ANY($1) GROUP BY issue_id, status`,
      [issues.map((issue) => issue.id)],
    )) as DeliveryCount[];
    fillCounts(issues, rows);
  }
}
