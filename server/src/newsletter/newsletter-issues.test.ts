import { DeliveryStatus, NewsletterIssue } from './issue.entity';
import { fillCounts } from './newsletter-issues';

describe('an issue’s counts for staff (issue #18)', () => {
  it('counts queued and sending as queued, and sent, kept and failed apart, per issue', () => {
    const a = { id: 'a' } as NewsletterIssue;
    const b = { id: 'b' } as NewsletterIssue;
    fillCounts(
      [a, b],
      [
        { issue_id: 'a', status: DeliveryStatus.QUEUED, n: 3 },
        { issue_id: 'a', status: DeliveryStatus.SENDING, n: 2 },
        { issue_id: 'a', status: DeliveryStatus.SENT, n: 10 },
        { issue_id: 'a', status: DeliveryStatus.FAILED, n: 1 },
        { issue_id: 'b', status: DeliveryStatus.KEPT, n: 4 },
      ],
    );
    expect({ ...a }).toEqual({ id: 'a', queued: 5, sent: 10, kept: 0, failed: 1 });
    expect({ ...b }).toEqual({ id: 'b', queued: 0, sent: 0, kept: 4, failed: 0 });
  });
});
