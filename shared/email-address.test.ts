import { isEmailAddress } from './email-address';

describe('isEmailAddress (issue #22: international addresses, RFC 6531)', () => {
  it.each([
    'jane@example.com',
    'Jane.Citizen+news@Example.COM.au',
    'seán@example.ie',
    'SEÁN.Ó-BRIAIN@example.ie',
    'kontakt@müller.de',
    '用户@例子.广告',
    'почта@пример.рф',
    'δοκιμή@παράδειγμα.δοκιμή',
    "o'neil@example.org",
    'a@b.co',
  ])('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    '',
    'plainaddress',
    '@example.com',
    'jane@',
    'jane@example',
    'jane@@example.com',
    'jane..citizen@example.com',
    '.jane@example.com',
    'jane.@example.com',
    'jane citizen@example.com',
    'jane@exa mple.com',
    'jane@-example.com',
    'jane@example-.com',
    'jane@127.0.0.1',
    'jane@[127.0.0.1]',
    '"jane"@example.com',
    'jane<script>@example.com',
    `${'a'.repeat(65)}@example.com`,
    `${'é'.repeat(33)}@example.com`,
    `jane@${'a'.repeat(64)}.com`,
    `jane@${'abcdefghi.'.repeat(26)}com`,
  ])('refuses %s', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });
});
