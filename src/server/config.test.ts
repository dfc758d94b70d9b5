import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, loadConfig } from './config.ts';

const vapidKeys = webpush.generateVAPIDKeys();

describe('configuration', () => {
  it('runs on a laptop with no settings at all: PGlite under ./data, port 5000, demo data on', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.database).toEqual({ driver: 'pglite', dataDir: path.resolve('data/db') });
    expect(config.fileStore).toEqual({ kind: 'local', dir: path.resolve('data/uploads') });
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

  it('reads the catalogue from a replica when DATABASE_READ_URL is set, only beside a DATABASE_URL (decision 062)', () => {
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://app@db.internal:5432/passiton',
        DATABASE_READ_URL: 'postgres://app@replica.internal:5432/passiton',
      }).database,
    ).toEqual({
      driver: 'postgres',
      url: 'postgres://app@db.internal:5432/passiton',
      readUrl: 'postgres://app@replica.internal:5432/passiton',
      poolSize: 10,
    });
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://app@replica.internal:5432/passiton' })).toThrow(
      'DATABASE_READ_URL: DATABASE_READ_URL needs DATABASE_URL: the embedded database has no replicas',
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://app@db.internal:5432/passiton', DATABASE_READ_URL: 'replica' }),
    ).toThrow('DATABASE_READ_URL: DATABASE_READ_URL must be a postgres:// URL');
  });

  it('treats empty variables as unset', () => {
    expect(
      loadConfig({ DATABASE_URL: '', RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '' }).database.driver,
    ).toBe('pglite');
  });

  it('reads the sign-in rate limit, so load tests can raise it', () => {
    expect(loadConfig({ AUTH_RATE_LIMIT: '5000' }).authRateLimit).toBe(5000);
  });

  it('writes e-mail to DATA_DIR/mail without SMTP_URL, and sends it over SMTP with one (decision 027)', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'PassItOn <no-reply@localhost>',
      fileDir: path.resolve('data/mail'),
    });
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:secret@smtp.example.in:465',
      MAIL_FROM: 'PassItOn <hello@passiton.in>',
    });
    expect(config.mail).toMatchObject({
      smtpUrl: 'smtps://mailer:secret@smtp.example.in:465',
      from: 'PassItOn <hello@passiton.in>',
    });
    expect(loadConfig({ SMTP_URL: '' }).mail.smtpUrl).toBeUndefined();
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => loadConfig({ SMTP_URL: 'https://smtp.example.in' })).toThrow(
      'SMTP_URL: SMTP_URL must be an smtp:// or smtps:// URL',
    );
  });

  it('counts rate limits in memory without REDIS_URL, and in Redis with one (decision 060)', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache.internal:6379/2' }).redisUrl).toBe(
      'redis://cache.internal:6379/2',
    );
  });

  it('refuses a REDIS_URL that is not redis:// or rediss://', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://cache.internal:6379' })).toThrow(
      'REDIS_URL: REDIS_URL must be a redis:// or rediss:// URL',
    );
  });

  it('keeps uploads in an S3-compatible bucket when one is configured (decision 061)', () => {
    const config = loadConfig({
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_BUCKET: 'passiton-uploads',
      S3_ACCESS_KEY_ID: 'passiton',
      S3_SECRET_ACCESS_KEY: 'a-long-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.fileStore).toEqual({
      kind: 's3',
      endpoint: 'http://minio.internal:9000',
      bucket: 'passiton-uploads',
      region: 'us-east-1',
      accessKeyId: 'passiton',
      secretAccessKey: 'a-long-secret',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_REGION: 'auto' })
        .fileStore,
    ).toMatchObject({ kind: 's3', endpoint: undefined, region: 'auto', forcePathStyle: false });
  });

  it('refuses object storage settings that would leave uploads on this disk or could not sign in', () => {
    expect(() => loadConfig({ S3_BUCKET: 'passiton-uploads' })).toThrow(
      'S3_ACCESS_KEY_ID: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio.internal:9000' })).toThrow(
      'S3_BUCKET: S3_BUCKET is required to keep uploads in object storage',
    );
    expect(() =>
      loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_ENDPOINT: 'minio' }),
    ).toThrow('S3_ENDPOINT: S3_ENDPOINT must be a URL');
  });

  describe('in production', () => {
    const ready = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://passiton.example',
      DATABASE_URL: 'postgres://app@db.internal:5432/passiton',
      RAZORPAY_KEY_ID: 'rzp_live_1',
      RAZORPAY_KEY_SECRET: 'secret',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.in:465',
      CONTACT_EMAIL: 'help@passiton.in',
      CONTACT_PHONE: '+91 98450 12345',
      VAPID_PUBLIC_KEY: vapidKeys.publicKey,
      VAPID_PRIVATE_KEY: vapidKeys.privateKey,
      VAPID_SUBJECT: 'mailto:help@passiton.in',
    };

    it('starts with a session secret, the public address, a database server, payment keys and a mail server', () => {
      const config = loadConfig(ready);
      expect(config.isProduction).toBe(true);
      expect(config.razorpay).toMatchObject({ keyId: 'rzp_live_1' });
      expect(config.database.driver).toBe('postgres');
      expect(config.secureCookies).toBe(true);
    });

    it('names every missing variable at once when nothing is set', () => {
      const attempt = () => loadConfig({ NODE_ENV: 'production' });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(/SESSION_SECRET is required in production/);
      expect(attempt).toThrow(/PUBLIC_URL is required in production/);
      expect(attempt).toThrow(/DATABASE_URL is required in production/);
      expect(attempt).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required in production/);
      expect(attempt).toThrow(/SMTP_URL is required in production/);
      expect(attempt).toThrow(/CONTACT_EMAIL is required in production/);
      expect(attempt).toThrow(/CONTACT_PHONE is required in production/);
      expect(attempt).toThrow(
        /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required in production/,
      );
    });

    it('refuses to send push notifications without VAPID keys and a subject unless PUSH=off (decision 086)', () => {
      const { VAPID_SUBJECT: _subject, ...withoutSubject } = ready;
      expect(() => loadConfig(withoutSubject)).toThrow(
        'VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required in production',
      );
      const { VAPID_PUBLIC_KEY: _public, VAPID_PRIVATE_KEY: _private, ...withoutKeys } = withoutSubject;
      expect(loadConfig({ ...withoutKeys, PUSH: 'off' }).push).toEqual({ enabled: false });
      expect(loadConfig(ready).push).toMatchObject({
        enabled: true,
        keys: { publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey },
        subject: 'mailto:help@passiton.in',
        loopbackEndpoints: false,
      });
    });

    it('refuses to show placeholder contacts: CONTACT_EMAIL and CONTACT_PHONE must be set', () => {
      const { CONTACT_EMAIL: _email, CONTACT_PHONE: _phone, ...withoutContact } = ready;
      const attempt = () => loadConfig(withoutContact);
      expect(attempt).toThrow(/CONTACT_EMAIL: CONTACT_EMAIL is required in production/);
      expect(attempt).toThrow(/CONTACT_PHONE: CONTACT_PHONE is required in production/);
      expect(() => loadConfig({ ...withoutContact, CONTACT_PHONE: '+91 98450 12345' })).toThrow(
        /CONTACT_EMAIL/,
      );
      expect(loadConfig(ready).contact).toEqual({ email: 'help@passiton.in', phone: '+91 98450 12345' });
    });

    it('refuses to leave e-mail in files unless ALLOW_MAIL_FILES=true', () => {
      const { SMTP_URL: _smtp, ...withoutMail } = ready;
      expect(() => loadConfig(withoutMail)).toThrow(
        'SMTP_URL: SMTP_URL is required in production (smtps://user:password@smtp.example.in:465), or set ' +
          'ALLOW_MAIL_FILES=true to write e-mail to files under DATA_DIR/mail instead of sending it',
      );
      const config = loadConfig({ ...withoutMail, ALLOW_MAIL_FILES: 'true' });
      expect(config.mail.smtpUrl).toBeUndefined();
      expect(config.mail.fileDir).toBe(path.resolve('data/mail'));
    });

    it('refuses simulated payments unless PAYMENTS=simulated is set, which then wins over keys', () => {
      const { RAZORPAY_KEY_ID: _id, RAZORPAY_KEY_SECRET: _secret, ...withoutKeys } = ready;
      expect(() => loadConfig(withoutKeys)).toThrow(/PAYMENTS=simulated/);
      expect(loadConfig({ ...withoutKeys, PAYMENTS: 'simulated' }).razorpay).toBeUndefined();
      expect(loadConfig({ ...ready, PAYMENTS: 'simulated' }).razorpay).toBeUndefined();
    });

    it('refuses the embedded database unless ALLOW_EMBEDDED_DATABASE=true', () => {
      const { DATABASE_URL: _url, ...withoutDatabase } = ready;
      expect(() => loadConfig(withoutDatabase)).toThrow(/ALLOW_EMBEDDED_DATABASE=true/);
      expect(loadConfig({ ...withoutDatabase, ALLOW_EMBEDDED_DATABASE: 'true' }).database.driver).toBe(
        'pglite',
      );
    });

    it('keeps demo data off unless asked for', () => {
      expect(loadConfig(ready).seedDemo).toBe(false);
      expect(loadConfig({ ...ready, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    });
  });

  it('gives each user 200 MB of uploads a day unless UPLOAD_QUOTA_MB_PER_DAY says otherwise', () => {
    expect(loadConfig({}).uploadQuotaBytesPerDay).toBe(200 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_QUOTA_MB_PER_DAY: '50' }).uploadQuotaBytesPerDay).toBe(50 * 1024 * 1024);
    expect(() => loadConfig({ UPLOAD_QUOTA_MB_PER_DAY: '0' })).toThrow(/UPLOAD_QUOTA_MB_PER_DAY/);
    expect(() => loadConfig({ UPLOAD_QUOTA_MB_PER_DAY: 'lots' })).toThrow(/UPLOAD_QUOTA_MB_PER_DAY/);
  });

  it('asks for keys when PAYMENTS=razorpay is set without them, on any machine', () => {
    expect(() => loadConfig({ PAYMENTS: 'razorpay' })).toThrow(/PAYMENTS=razorpay needs RAZORPAY_KEY_ID/);
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

  it('generates push keys into DATA_DIR on a laptop, and checks keys and subject that are given (decision 086)', () => {
    const laptop = loadConfig({ DATA_DIR: '/tmp/passiton-laptop' });
    expect(laptop.push).toEqual({
      enabled: true,
      keys: undefined,
      subject: 'mailto:help@passiton.example',
      keyFile: '/tmp/passiton-laptop/vapid-keys.json',
      loopbackEndpoints: true,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: vapidKeys.publicKey })).toThrow(
      'VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: vapidKeys.privateKey })).toThrow(
      'VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY must be the URL-safe base64 public key',
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://passiton.in' })).toThrow(
      'VAPID_SUBJECT: VAPID_SUBJECT must be a mailto: or https: address',
    );
    expect(() => loadConfig({ PUSH: 'maybe' })).toThrow('PUSH: PUSH must be on or off');
  });

  it('marks cookies Secure when the public address is HTTPS', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://passiton.example/' });
    expect(config.secureCookies).toBe(true);
    expect(config.publicUrl).toBe('https://passiton.example');
  });
});
