import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to port 4000, the embedded database and demo mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 4000, databaseUrl: null, demo: true, production: false, playground: true, bcryptRounds: 12 });
  });

  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('has no demo accounts and no playground in production', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a-secret-of-enough-length', PUBLIC_URL: 'https://example.org.au' };
    const config = loadConfig(production);
    expect(config.demo).toBe(false);
    expect(config.playground).toBe(false);
    expect(loadConfig({ ...production, DEMO: '1' }).demo).toBe(false);
  });

  it('is not in demo mode with DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db' }).demo).toBe(false);
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.c' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('names a malformed PORT', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('reads token lifetimes as durations: 15m and 30d by default, JWT_EXPIRES_IN as the old name', () => {
    expect(loadConfig({})).toMatchObject({ accessTokenTtlSec: 900, refreshTokenTtlSec: 30 * 86_400 });
    expect(loadConfig({ ACCESS_TOKEN_TTL: '90s', REFRESH_TOKEN_TTL: '12h' })).toMatchObject({ accessTokenTtlSec: 90, refreshTokenTtlSec: 43_200 });
    expect(loadConfig({ JWT_EXPIRES_IN: '8h' }).accessTokenTtlSec).toBe(28_800);
    expect(loadConfig({ ACCESS_TOKEN_TTL: '600', JWT_EXPIRES_IN: '8h' }).accessTokenTtlSec).toBe(600);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: 'soon' })).toThrow(/ACCESS_TOKEN_TTL/);
    expect(() => loadConfig({ REFRESH_TOKEN_TTL: '0d' })).toThrow(/REFRESH_TOKEN_TTL/);
  });

  it('requires PUBLIC_URL in production and keeps it without a trailing slash (issue #16 item 14)', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a-secret-of-enough-length' };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://example.org.au/' }).publicUrl).toBe('https://example.org.au');
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('refuses TRUST_PROXY=true and takes a hop count or addresses (issue #16 item 14)', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('reads the absolute session lifetime, 90 days by default (issue #16 item 13)', () => {
    expect(loadConfig({}).sessionMaxAgeSec).toBe(90 * 86_400);
    expect(loadConfig({ SESSION_MAX_AGE: '7d' }).sessionMaxAgeSec).toBe(7 * 86_400);
  });

  it('reads LOG_FORMAT: auto by default, json or pretty, naming the variable otherwise (issue #23)', () => {
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: 'Pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('turns online payments on only with both Stripe keys, and reads STRIPE_API_BASE as host, port and protocol (issue #34)', () => {
    expect(loadConfig({}).stripe).toBeNull();
    const keys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(loadConfig(keys).stripe).toEqual({ secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc', apiBase: null });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET must be set together/);
    expect(() => loadConfig({ ...keys, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY must be a secret key/);
    expect(() => loadConfig({ ...keys, STRIPE_WEBHOOK_SECRET: 'abc' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(loadConfig({ ...keys, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe?.apiBase).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(() => loadConfig({ ...keys, STRIPE_API_BASE: 'http://127.0.0.1:1/v1' })).toThrow(/STRIPE_API_BASE/);
  });
});
