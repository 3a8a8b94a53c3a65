import { createClock } from '../../../shared/clock';
import { defaultSettings } from '../../../shared/settings-defaults';
import { renderMail, senderOf } from './email-layout';

describe('the e-mail layout dates each message in the association’s zone (issue #18)', () => {
  const sender = senderOf(defaultSettings);
  const content = { body: 'Your application has arrived.', reason: 'You applied to become a member.' };
  // 14:30 on 1 March in UTC is already 01:30 on 2 March in Melbourne (daylight time, UTC+11).
  const lateEveningUtc = new Date('2026-03-01T14:30:00Z');

  it('prints the Melbourne day, not the UTC one, in both parts', () => {
    const mail = renderMail(sender, content, createClock('Australia/Melbourne'), lateEveningUtc);
    expect(mail.body).toContain('Sent on 02 Mar 2026.');
    expect(mail.body).not.toContain('01 Mar 2026');
    expect(mail.html).toContain('Sent on 02 Mar 2026.');
  });

  it('follows the association’s clock when its zone is another one', () => {
    const mail = renderMail(sender, content, createClock('Australia/Perth'), lateEveningUtc);
    expect(mail.body).toContain('Sent on 01 Mar 2026.');
  });

  it('uses the clock’s own time when no date is given', () => {
    const mail = renderMail(
      sender,
      content,
      createClock('Australia/Melbourne', () => lateEveningUtc),
    );
    expect(mail.body).toContain('Sent on 02 Mar 2026.');
  });
});
