import path from 'node:path';
import { z } from 'zod';

/**
 * The only reader of process.env. Every setting is optional on a laptop; production refuses to start
 * without the ones that must not be guessed (docs/decisions/001-production-start-up-rules.md): a session
 * secret, the public address, the contact shown to students, a database server, real payment keys, a mail
 * server and Web Push keys, unless the operator opts out of the last four by name.
 */

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: optionalText.pipe(z.url('DATABASE_URL must be a postgres:// URL').optional()),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    // A read replica for catalogue reads (docs/decisions/062-read-replica.md); unset: everything on DATABASE_URL.
    DATABASE_READ_URL: optionalText.pipe(z.url('DATABASE_READ_URL must be a postgres:// URL').optional()),
    DATA_DIR: z.string().default('./data'),
    UPLOAD_DIR: optionalText,
    WEB_DIR: z.string().default('./dist/web'),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    // Failed sign-ins one account may have in LOGIN_FAILURE_WINDOW_MINUTES, from any address
    // (docs/decisions/080-failed-sign-ins-and-common-passwords.md).
    LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(10),
    LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    ORDER_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    COD_OPEN_ORDER_LIMIT: z.coerce.number().int().min(1).default(3),
    FREE_OPEN_ORDER_LIMIT: z.coerce.number().int().min(1).default(2),
    COD_FEE_DEBT_LIMIT: z.coerce
      .number({ error: 'COD_FEE_DEBT_LIMIT must be a whole number of rupees' })
      .int('COD_FEE_DEBT_LIMIT must be a whole number of rupees')
      .min(0, 'COD_FEE_DEBT_LIMIT must be 0 or more')
      .default(500),
    UPLOAD_QUOTA_MB_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(200),
    // Live streams (GET /api/events) one process holds, in all and per student (docs/decisions/064-live-events.md).
    LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(2000),
    LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(10),
    LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
    SESSION_SECRET: optionalText.pipe(
      z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    ),
    PUBLIC_URL: optionalText.pipe(z.url('PUBLIC_URL must be a URL such as https://passiton.in').optional()),
    TRUST_PROXY: booleanFlag.default(false),
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    PAYMENTS: z.enum(['razorpay', 'simulated']).optional(),
    ALLOW_EMBEDDED_DATABASE: booleanFlag.default(false),
    ALLOW_MAIL_FILES: booleanFlag.default(false),
    ADMIN_USERNAME: optionalText,
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
    ),
    // Placeholders on a laptop; production must name the real ones (productionProblems).
    CONTACT_EMAIL: optionalText.pipe(z.email('CONTACT_EMAIL must be an e-mail address').optional()),
    CONTACT_PHONE: optionalText,
    SEED_DEMO: booleanFlag.optional(),
    // Where e-mail goes (docs/decisions/027-email-outbox.md): an SMTP server, or .eml files under DATA_DIR/mail.
    SMTP_URL: optionalText.pipe(
      z
        .url({
          protocol: /^smtps?$/,
          error:
            'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.in:465',
        })
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).default('PassItOn <no-reply@localhost>'),
    // Counters every app process shares (docs/decisions/060-more-than-one-process.md); unset: in memory.
    REDIS_URL: optionalText.pipe(
      z
        .url({
          protocol: /^rediss?$/,
          error: 'REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379',
        })
        .optional(),
    ),
    // Where the listing wizard's book lookup asks (docs/decisions/090-book-lookup.md); "off": nowhere.
    OPEN_LIBRARY_URL: optionalText.pipe(
      z
        .union([
          z.literal('off'),
          z.url('OPEN_LIBRARY_URL must be a URL such as https://openlibrary.org, or off'),
        ])
        .default('https://openlibrary.org'),
    ),
    // Uploaded files in an S3-compatible bucket instead of UPLOAD_DIR (docs/decisions/061-object-storage.md).
    S3_ENDPOINT: optionalText.pipe(
      z.url('S3_ENDPOINT must be a URL such as https://s3.ap-south-1.amazonaws.com').optional(),
    ),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    // Web Push (docs/decisions/086-web-push.md): the VAPID key pair and whom push services may contact about it.
    // Unset on a laptop: a pair is generated once into DATA_DIR. PUSH=off turns push notifications off.
    PUSH: z.enum(['on', 'off'], { error: 'PUSH must be on or off' }).default('on'),
    VAPID_PUBLIC_KEY: optionalText.pipe(
      z
        .string()
        .refine(
          (key) => isBase64UrlKey(key, 65) && key.startsWith('B'),
          'VAPID_PUBLIC_KEY must be the URL-safe base64 public key that `npx web-push generate-vapid-keys` prints',
        )
        .optional(),
    ),
    VAPID_PRIVATE_KEY: optionalText.pipe(
      z
        .string()
        .refine(
          (key) => isBase64UrlKey(key, 32),
          'VAPID_PRIVATE_KEY must be the URL-safe base64 private key that `npx web-push generate-vapid-keys` prints',
        )
        .optional(),
    ),
    VAPID_SUBJECT: optionalText.pipe(
      z
        .string()
        .regex(
          /^(mailto:\S+@\S+|https:\/\/\S+)$/,
          'VAPID_SUBJECT must be a mailto: or https: address push services can contact, e.g. mailto:help@passiton.in',
        )
        .optional(),
    ),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production') {
      for (const problem of productionProblems(env)) context.addIssue({ code: 'custom', ...problem });
    }
    if (env.PAYMENTS === 'razorpay' && !(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_ID'],
        message: 'PAYMENTS=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
      });
    }
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      context.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
      });
    }
    for (const problem of objectStorageProblems(env)) context.addIssue({ code: 'custom', ...problem });
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
      });
    }
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'DATABASE_READ_URL needs DATABASE_URL: the embedded database has no replicas',
      });
    }
    if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_SECRET'],
        message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
      });
    }
  });

/**
 * What a production server must not guess. A laptop runs with none of these; a public server that silently
 * took simulated payments, kept its data inside the app process, wrote canonical links to localhost or left its
 * e-mail (password resets among it) in files nobody reads would look fine and be broken, so each must be set, or
 * (payments, database, mail, push) be opted out of by name.
 */
function productionProblems(env: {
  SESSION_SECRET?: string;
  PUBLIC_URL?: string;
  DATABASE_URL?: string;
  ALLOW_EMBEDDED_DATABASE: boolean;
  PAYMENTS?: 'razorpay' | 'simulated';
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  SMTP_URL?: string;
  ALLOW_MAIL_FILES: boolean;
  CONTACT_EMAIL?: string;
  CONTACT_PHONE?: string;
  PUSH: 'on' | 'off';
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  if (!env.SESSION_SECRET) {
    problems.push({ path: ['SESSION_SECRET'], message: 'SESSION_SECRET is required in production' });
  }
  if (!env.PUBLIC_URL) {
    problems.push({
      path: ['PUBLIC_URL'],
      message:
        'PUBLIC_URL is required in production: the address students use, e.g. https://passiton.in ' +
        '(canonical links, the sitemap, Secure cookies)',
    });
  }
  if (!env.DATABASE_URL && !env.ALLOW_EMBEDDED_DATABASE) {
    problems.push({
      path: ['DATABASE_URL'],
      message:
        'DATABASE_URL is required in production (postgres://…), or set ALLOW_EMBEDDED_DATABASE=true to ' +
        'keep the data in the embedded database under DATA_DIR',
    });
  }
  const hasKeys = Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
  if (!hasKeys && env.PAYMENTS !== 'simulated') {
    problems.push({
      path: ['RAZORPAY_KEY_ID'],
      message:
        'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required in production, or set PAYMENTS=simulated ' +
        'to take test payments (no money is taken)',
    });
  }
  if (!env.SMTP_URL && !env.ALLOW_MAIL_FILES) {
    problems.push({
      path: ['SMTP_URL'],
      message:
        'SMTP_URL is required in production (smtps://user:password@smtp.example.in:465), or set ' +
        'ALLOW_MAIL_FILES=true to write e-mail to files under DATA_DIR/mail instead of sending it',
    });
  }
  // The footer tells students whom to write to or call; a placeholder there would send them nowhere.
  if (!env.CONTACT_EMAIL) {
    problems.push({
      path: ['CONTACT_EMAIL'],
      message: 'CONTACT_EMAIL is required in production: the e-mail address the footer gives students',
    });
  }
  if (!env.CONTACT_PHONE) {
    problems.push({
      path: ['CONTACT_PHONE'],
      message: 'CONTACT_PHONE is required in production: the phone number the footer gives students',
    });
  }
  // Keys generated into one machine's DATA_DIR would differ between processes and change with a new volume,
  // silently ending every student's subscription (docs/decisions/086-web-push.md).
  if (env.PUSH === 'on' && !(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT)) {
    problems.push({
      path: ['VAPID_PUBLIC_KEY'],
      message:
        'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required in production (keys from ' +
        '`npx web-push generate-vapid-keys`, a subject such as mailto:help@passiton.in), or set PUSH=off ' +
        'to send no push notifications',
    });
  }
  return problems;
}

/** A bucket needs its keys; keys or an endpoint without a bucket would silently keep files on this disk. */
function objectStorageProblems(env: {
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}): { path: string[]; message: string }[] {
  if (env.S3_BUCKET) {
    return env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? []
      : [
          {
            path: ['S3_ACCESS_KEY_ID'],
            message: 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
          },
        ];
  }
  return env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY
    ? [{ path: ['S3_BUCKET'], message: 'S3_BUCKET is required to keep uploads in object storage' }]
    : [];
}

/** True when `text` is URL-safe base64 (no padding) of exactly `bytes` bytes. */
function isBase64UrlKey(text: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+$/.test(text) && Buffer.from(text, 'base64url').length === bytes;
}

/** Every environment variable the app reads: .env.example lists each of them (deploy-files.test.ts). */
export const SETTING_NAMES: readonly string[] = Object.keys(EnvSchema.shape);

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** Parses the environment once; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? {
          driver: 'postgres' as const,
          url: e.DATABASE_URL,
          readUrl: e.DATABASE_READ_URL,
          poolSize: e.DATABASE_POOL_SIZE,
        }
      : { driver: 'pglite' as const, dataDir: path.join(dataDir, 'db') },
    dataDir,
    // Where uploaded files are kept: a bucket when one is configured, else a folder of this machine.
    fileStore:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            kind: 's3' as const,
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local' as const, dir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')) },
    webDir: path.resolve(e.WEB_DIR),
    /** The web app's server renderer, built beside it (docs/decisions/018-server-rendered-buyer-pages.md). */
    pageRendererFile: path.resolve(e.WEB_DIR, '../ssr/entry-server.js'),
    authRateLimit: e.AUTH_RATE_LIMIT,
    /** Failed sign-ins one account may have in a window of `windowMinutes`, however many addresses they come from. */
    signInFailures: { maxFailures: e.LOGIN_FAILURE_LIMIT, windowMinutes: e.LOGIN_FAILURE_WINDOW_MINUTES },
    /** Orders a student may place, and cancel, in an hour. */
    orderRateLimit: e.ORDER_RATE_LIMIT,
    /** Cash-on-delivery orders one buyer may have waiting to be collected at once. */
    openCashOrderLimit: e.COD_OPEN_ORDER_LIMIT,
    /** Orders with a free item one buyer may have waiting to be collected at once (decision 093). */
    openFreeOrderLimit: e.FREE_OPEN_ORDER_LIMIT,
    /** A seller owing more than this in cash sales' fees is offered for online payment only (paise; decision 048). */
    cashFeeDebtLimitPaise: e.COD_FEE_DEBT_LIMIT * 100,
    // What one user may upload in a rolling day, thumbnails included (docs/decisions/010-upload-records.md).
    uploadQuotaBytesPerDay: e.UPLOAD_QUOTA_MB_PER_DAY * 1024 * 1024,
    sessionSecret: e.SESSION_SECRET,
    publicUrl,
    // Cookies are marked Secure whenever the public address is HTTPS.
    secureCookies: publicUrl.startsWith('https://'),
    trustProxy: e.TRUST_PROXY,
    // Razorpay whenever its keys are set, unless the simulated gateway is asked for by name.
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.PAYMENTS !== 'simulated'
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
          }
        : undefined,
    initialAdmin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
    contact: {
      email: e.CONTACT_EMAIL ?? 'help@passiton.example',
      phone: e.CONTACT_PHONE ?? '+91 80000 00000',
    },
    // Without an SMTP server (a laptop) messages are written to DATA_DIR/mail and their links logged.
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, fileDir: path.join(dataDir, 'mail') },
    redisUrl: e.REDIS_URL,
    openLibraryUrl: e.OPEN_LIBRARY_URL === 'off' ? undefined : e.OPEN_LIBRARY_URL.replace(/\/$/, ''),
    // Web Push (docs/decisions/086-web-push.md): keys from the environment, else generated into keyFile. Outside
    // production a push service may also be on this machine (tests run one on loopback).
    push:
      e.PUSH === 'off'
        ? { enabled: false as const }
        : {
            enabled: true as const,
            keys:
              e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
                ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
                : undefined,
            subject: e.VAPID_SUBJECT ?? `mailto:${e.CONTACT_EMAIL ?? 'help@passiton.example'}`,
            keyFile: path.join(dataDir, 'vapid-keys.json'),
            loopbackEndpoints: e.NODE_ENV !== 'production',
          },
    /** Live streams: how many one process holds, and how often each says it is alive through proxies. */
    live: {
      limits: { total: e.LIVE_STREAMS_MAX, perUser: e.LIVE_STREAMS_PER_USER },
      heartbeatMs: e.LIVE_HEARTBEAT_SECONDS * 1000,
    },
    // Demo data is on by default on a laptop, never by default in production.
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV === 'development',
  };
}
