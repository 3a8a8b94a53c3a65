import { Role } from '../src/auth/roles';
import { REFRESH_COOKIE } from '../src/auth/session-cookie';
import { redactUrl } from '../src/common/request-log';
import { staff } from './factories';
import { capturedLog, describeDb, type GqlResult, useTestServer } from './harness';

const LOGIN = `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const REFRESH = `mutation { refreshSession { token } }`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Issue #16 item 4: every login and refresh wrote `set-cookie: ra_refresh=<id>.<secret>` to the
// request log, and a logged value gave a working 30-day session.
describeDb('the log keeps no credentials, at level trace', () => {
  const { log, lines } = capturedLog('trace');

  const server = useTestServer({ TRUST_PROXY: '1' }, { log });

  /** POSTs an operation with the refresh cookie and bearer token a browser would send. */
  async function call<T>(query: string, variables: Record<string, unknown>, opts: { cookie?: string; token?: string } = {}) {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.cookie ? { cookie: `${REFRESH_COOKIE}=${opts.cookie}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const set = response.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`)) ?? '';
    const cookie = decodeURIComponent(set.slice(REFRESH_COOKIE.length + 1).split(';')[0]);
    return { ...((await response.json()) as GqlResult<T>), cookie };
  }

  it('logs no password, access token, refresh cookie or secret from a link, but does log the requests', async () => {
    const { user, password } = await staff(server.services, Role.EDITOR);
    const login = await call<{ login: { token: string } }>(LOGIN, { email: user.email, password });
    expect(login.errors).toBeUndefined();
    expect(login.cookie).toMatch(/^[^.]+\..+$/); // <id>.<secret>
    const refreshed = await call<{ refreshSession: { token: string } }>(REFRESH, {}, { cookie: login.cookie, token: login.data!.login.token });
    expect(refreshed.errors).toBeUndefined();
    const linkToken = 'rsvp-link-secret-0123456789abcdef';
    const queryToken = 'query-token-secret-0123456789';
    const calendarToken = 'calendar-feed-secret-0123456789';
    const signInToken = 'member-sign-in-secret-0123456789';
    const emailChangeToken = 'member-email-change-secret-0123456789';
    await fetch(`${server.url}/rsvp/${linkToken}`);
    await fetch(`${server.url}/RSVP/${linkToken}?from=mail`); // Express routes ignore case; so does the redaction
    await fetch(`${server.url}/members/calendar/${calendarToken}.ics`);
    await fetch(`${server.url}/members/sign-in/${signInToken}`);
    await fetch(`${server.url}/members/confirm-email/${emailChangeToken}`);
    await fetch(`${server.url}/newsletter/confirm?token=${queryToken}&list=news`);
    await sleep(300); // the request log writes its line when the response has finished, after the client has it

    const secrets = {
      password,
      'access token': login.data!.login.token,
      'refreshed access token': refreshed.data!.refreshSession.token,
      'refresh cookie': login.cookie,
      'refresh secret': login.cookie.split('.').slice(1).join('.'),
      'rotated refresh secret': refreshed.cookie.split('.').slice(1).join('.'),
      'link token': linkToken,
      'calendar token': calendarToken,
      'member sign-in token': signInToken,
      'e-mail change token': emailChangeToken,
      'query token': queryToken,
    };
    const text = lines.join('\n');
    const leaked = Object.entries(secrets)
      .filter(([, secret]) => secret && text.includes(secret))
      .map(([name]) => name);
    expect(leaked).toEqual([]);

    // Not vacuous: the requests were logged, with the secrets' places marked.
    const entries = lines.map(
      (line) => JSON.parse(line) as { req?: { url?: string; headers?: Record<string, unknown> }; res?: { headers?: Record<string, unknown> } },
    );
    const urls = entries.map((entry) => entry.req?.url).filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/graphql',
        '/rsvp/[redacted]',
        '/RSVP/[redacted]?from=mail',
        '/members/calendar/[redacted]',
        '/members/sign-in/[redacted]',
        '/members/confirm-email/[redacted]',
        '/newsletter/confirm?token=[redacted]&list=news',
      ]),
    );
    const graphql = entries.filter((entry) => entry.req?.url === '/graphql' && entry.res);
    expect(graphql.some((entry) => entry.res?.headers?.['set-cookie'] === '[redacted]')).toBe(true);
    expect(graphql.some((entry) => entry.req?.headers?.cookie === '[redacted]' && entry.req.headers.authorization === '[redacted]')).toBe(true);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/rsvp/abc', '/rsvp/[redacted]'],
    ['/admin/reset-password/abc', '/admin/reset-password/[redacted]'],
    ['/newsletter/unsubscribe/abc/more?x=1', '/newsletter/unsubscribe/[redacted]?x=1'],
    ['/admin/accept-invite/abc', '/admin/accept-invite/[redacted]'],
    ['/members/sign-in/abc#top', '/members/sign-in/[redacted]'],
    ['/members/confirm-email/abc', '/members/confirm-email/[redacted]'],
    ['/Members/Confirm-Email/abc?x=1', '/Members/Confirm-Email/[redacted]?x=1'],
    ['/members/calendar/abc.ics', '/members/calendar/[redacted]'],
    ['/%72svp/abc', '/%72svp/[redacted]'],
    ['/x?TOKEN=abc&token=def&tokens=keep', '/x?TOKEN=[redacted]&token=[redacted]&tokens=keep'],
    ['https://example.org/rsvp/abc?token=t', 'https://example.org/rsvp/[redacted]?token=[redacted]'],
    ['/rsvp/', '/rsvp/'],
    ['/rsvps/abc', '/rsvps/abc'],
    ['/events/rsvp/abc', '/events/rsvp/abc'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
