import { demoExposureWarning, isLoopbackAddress } from './start-log';

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
