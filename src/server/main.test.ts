import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const mainScript = path.resolve('src/server/main.ts');

describe('starting the server', () => {
  it('in production with nothing set names every missing variable and starts nothing', async () => {
    const dataDir = path.join(os.tmpdir(), `passiton-unconfigured-${process.pid}`);
    const attempt = run(process.execPath, [mainScript], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir },
    });
    const failure = await attempt.then(
      () => {
        throw new Error('the server started');
      },
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure.code).toBe(1);
    for (const variables of [
      'SESSION_SECRET',
      'PUBLIC_URL',
      'DATABASE_URL',
      'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
      'SMTP_URL',
      'CONTACT_EMAIL',
      'CONTACT_PHONE',
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT',
    ]) {
      expect(failure.stderr).toMatch(new RegExp(`${variables} (is|are) required in production`));
    }
    expect(failure.stderr).toContain('ALLOW_EMBEDDED_DATABASE=true');
    expect(failure.stderr).toContain('PAYMENTS=simulated');
    expect(failure.stderr).toContain('ALLOW_MAIL_FILES=true');
    expect(failure.stderr).toContain('PUSH=off');
    expect(failure.stderr).not.toMatch(/\n\s+at /);
    // Nothing was created on disk: no database folder, no uploads, no generated secret.
    expect(existsSync(dataDir)).toBe(false);
  });
});
