import { demoExposureWarning, isLoopbackAddress, nodeWarningAtStart } from './start-log';

describe('start log: demo mode beyond loopback (issue #16 item 11)', () => {
  it('warns when demo mode listens on every interface', () => {
    expect(demoExposureWarning({ demo: true }, { address: '::', family: 'IPv6', port: 4000 })).toMatch(/every network interface/);
    expect(demoExposureWarning({ demo: true }, { address: '0.0.0.0', family: 'IPv4', port: 4000 })).toMatch(/NODE_ENV=production/);
  });

  it('stays quiet on loopback and outside demo mode', () => {
    expect(demoExposureWarning({ demo: true }, { address: '127.0.0.1', family: 'IPv4', port: 4000 })).toBeNull();
    expect(demoExposureWarning({ demo: true }, { address: '::1', family: 'IPv6', port: 4000 })).toBeNull();
    expect(demoExposureWarning({ demo: false }, { address: '::', family: 'IPv6', port: 4000 })).toBeNull();
  });

  it('knows the loopback addresses, IPv4-mapped ones included', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['10.0.0.1', '::', '0.0.0.0', '::ffff:192.168.1.2', '128.0.0.1'].some(isLoopbackAddress)).toBe(false);
  });
});

describe('start log: a Node past its end of life (issue #32)', () => {
  const melbourne = { timeZone: 'Australia/Melbourne' };

  it("warns on Node 20 from the association's 1 May 2026, and names Node 24 LTS", () => {
    const warning = nodeWarningAtStart(melbourne, '20.19.5', () => new Date('2026-04-30T14:00:00Z'));
    expect(warning).toMatch(/^Node 20 reached its end of life on 30 April 2026 and gets no security fixes; run the site on Node 24 LTS/);
    expect(nodeWarningAtStart(melbourne, '20.19.5', () => new Date('2026-04-30T13:00:00Z'))).toBeNull();
  });

  it('stays quiet on Node 24 LTS', () => {
    expect(nodeWarningAtStart(melbourne, '24.11.1', () => new Date('2026-12-07T00:00:00Z'))).toBeNull();
  });
});
