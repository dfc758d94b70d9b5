import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.ts';

/** The key pair that signs every push (VAPID, RFC 8292), and whom push services may contact about it. */
export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

type PushSettings = Extract<Config['push'], { enabled: true }>;

/**
 * The VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (required in production), otherwise a pair
 * generated on first start and kept in DATA_DIR, like the session secret, so a laptop's subscriptions survive
 * restarts (docs/decisions/086-web-push.md). The file is written aside and linked into place, so processes
 * starting together agree on one pair: the first link wins and the others read it.
 */
export async function resolveVapidDetails(settings: PushSettings): Promise<VapidDetails> {
  if (settings.keys) return { ...settings.keys, subject: settings.subject };
  const stored = await readKeyFile(settings.keyFile);
  if (stored) return { ...stored, subject: settings.subject };
  await mkdir(path.dirname(settings.keyFile), { recursive: true });
  const aside = `${settings.keyFile}.${randomBytes(6).toString('hex')}`;
  await writeFile(aside, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  try {
    await link(aside, settings.keyFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(aside, { force: true });
  }
  const keys = await readKeyFile(settings.keyFile);
  if (!keys) throw new Error(`${settings.keyFile} does not hold VAPID keys: delete it to make new ones`);
  return { ...keys, subject: settings.subject };
}

async function readKeyFile(file: string): Promise<{ publicKey: string; privateKey: string } | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  const keys = JSON.parse(text) as { publicKey?: unknown; privateKey?: unknown };
  return typeof keys.publicKey === 'string' && typeof keys.privateKey === 'string'
    ? { publicKey: keys.publicKey, privateKey: keys.privateKey }
    : undefined;
}
