import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs on a laptop with no settings at all: PGlite under ./data, port 5000, demo data on', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.database).toEqual({ driver: 'pglite', dataDir: path.resolve('data/db') });
    expect(config.uploadDir).toBe(path.resolve('data/uploads'));
    expect(config.authRateLimit).toBe(10);
    expect(config.seedDemo).toBe(true);
    expect(config.razorpay).toBeUndefined();
    expect(config.secureCookies).toBe(false);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db.internal:5432/passiton',
      DATABASE_POOL_SIZE: '20',
    });
    expect(config.database).toEqual({
      driver: 'postgres',
      url: 'postgres://app@db.internal:5432/passiton',
      poolSize: 20,
    });
  });

  it('treats empty variables as unset', () => {
    expect(
      loadConfig({ DATABASE_URL: '', RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '' }).database.driver,
    ).toBe('pglite');
  });

  it('reads the sign-in rate limit, so load tests can raise it', () => {
    expect(loadConfig({ AUTH_RATE_LIMIT: '5000' }).authRateLimit).toBe(5000);
  });

  it('gives each user 200 MB of uploads a day unless UPLOAD_QUOTA_MB_PER_DAY says otherwise', () => {
    expect(loadConfig({}).uploadQuotaBytesPerDay).toBe(200 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_QUOTA_MB_PER_DAY: '50' }).uploadQuotaBytesPerDay).toBe(50 * 1024 * 1024);
    expect(() => loadConfig({ UPLOAD_QUOTA_MB_PER_DAY: '0' })).toThrow(/UPLOAD_QUOTA_MB_PER_DAY/);
    expect(() => loadConfig({ UPLOAD_QUOTA_MB_PER_DAY: 'lots' })).toThrow(/UPLOAD_QUOTA_MB_PER_DAY/);
  });

  it('refuses to start in production without a session secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production/);
  });

  it('keeps demo data off in production unless asked for', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, SEED_DEMO: 'true' }).seedDemo).toBe(
      true,
    );
  });

  it('names every bad variable in one error', () => {
    const attempt = () => loadConfig({ PORT: 'abc', AUTH_RATE_LIMIT: '0', SESSION_SECRET: 'short' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*AUTH_RATE_LIMIT[\s\S]*SESSION_SECRET must be at least 32 characters/);
  });

  it('wants admin and Razorpay credentials in pairs', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'root' })).toThrow(/must be set together/);
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_1' })).toThrow(/must be set together/);
    const config = loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 'secret' });
    expect(config.razorpay).toMatchObject({ keyId: 'rzp_test_1', keySecret: 'secret' });
  });

  it('marks cookies Secure when the public address is HTTPS', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://passiton.example/' });
    expect(config.secureCookies).toBe(true);
    expect(config.publicUrl).toBe('https://passiton.example');
  });
});
