import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { LOCK_KEYS } from '../../db/lock-keys.ts';
import { type FileStore, localFileStore } from '../../lib/file-store.ts';
import { openTestDatabase } from '../../test/build-test-app.ts';
import { createProduct, createUser } from '../../test/factories.ts';
import { documentKey, imageKey, keysOf, type StoredUpload, thumbnailKey } from './stored-files.ts';
import { sweepUnattachedUploads } from './upload-records.service.ts';
import { uploads } from './uploads.tables.ts';

/** Issue 12, item 3: uploads nobody attached to a listing are deleted after a day. */

const HOUR = 60 * 60 * 1000;
let database: DatabaseHandle;
let store: FileStore;
let uploaderId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  store = localFileStore(await mkdtemp(path.join(os.tmpdir(), 'passiton-sweep-')));
  uploaderId = (await createUser(database.db)).id;
});
afterAll(() => database.close());

/** An upload stored and recorded `ageHours` ago, with the given listing and detach time. */
async function storedUpload(
  ageHours: number,
  {
    kind = 'image',
    productId = null,
    detachedHoursAgo,
  }: { kind?: StoredUpload['kind']; productId?: number | null; detachedHoursAgo?: number } = {},
): Promise<StoredUpload> {
  const upload: StoredUpload = { name: `${randomUUID()}.${kind === 'image' ? 'webp' : 'pdf'}`, kind };
  for (const key of keysOf(upload)) await store.save(key, Buffer.from('bytes'));
  const now = Date.now();
  await database.db.insert(uploads).values({
    ...upload,
    uploaderId,
    sizeBytes: 10,
    productId,
    createdAt: new Date(now - ageHours * HOUR),
    detachedAt: detachedHoursAgo === undefined ? null : new Date(now - detachedHoursAgo * HOUR),
  });
  return upload;
}

/** Which of these uploads still have their record and every one of their files. */
async function survivors(candidates: readonly StoredUpload[]): Promise<string[]> {
  const records = await database.db
    .select({ name: uploads.name })
    .from(uploads)
    .where(
      inArray(
        uploads.name,
        candidates.map((upload) => upload.name),
      ),
    );
  const recorded = new Set(records.map((record) => record.name));
  const whole = await Promise.all(
    candidates.map(async (upload) => {
      const present = await Promise.all(keysOf(upload).map((key) => store.exists(key)));
      return present.every(Boolean) && recorded.has(upload.name);
    }),
  );
  return candidates.filter((_, index) => whole[index]).map((upload) => upload.name);
}

describe('sweeping unattached uploads', () => {
  it('deletes the files and records of uploads nobody attached for over a day, and keeps younger ones', async () => {
    const old = await storedUpload(25);
    const oldDocument = await storedUpload(30, { kind: 'document' });
    const young = await storedUpload(23);

    await sweepUnattachedUploads(database.db, store);

    expect(await survivors([old, oldDocument, young])).toEqual([young.name]);
    for (const key of [imageKey(old.name), thumbnailKey(old.name), documentKey(oldDocument.name)]) {
      expect(await store.exists(key)).toBe(false);
    }
  });

  it('keeps an upload a listing uses, however old', async () => {
    const listing = await createProduct(database.db, uploaderId);
    const attached = await storedUpload(24 * 90, { productId: listing.id });
    await sweepUnattachedUploads(database.db, store);
    expect(await survivors([attached])).toEqual([attached.name]);
  });

  it('gives an upload a listing let go of a full day from then, not from when it was uploaded', async () => {
    const recentlyLetGo = await storedUpload(24 * 30, { detachedHoursAgo: 2 });
    const letGoLongAgo = await storedUpload(24 * 30, { detachedHoursAgo: 25 });
    await sweepUnattachedUploads(database.db, store);
    expect(await survivors([recentlyLetGo, letGoLongAgo])).toEqual([recentlyLetGo.name]);
  });

  it('never touches a stored file that has no upload record, such as a demo cover', async () => {
    const cover = `${randomUUID()}.webp`;
    await store.save(imageKey(cover), Buffer.from('cover'));
    await storedUpload(25);
    await sweepUnattachedUploads(database.db, store);
    expect(await store.exists(imageKey(cover))).toBe(true);
  });

  // Only PostgreSQL has a second connection to hold the lock from: the embedded database is one connection
  // inside one process, so two sweeps there can only ever run one after the other.
  it.runIf(inject('testDatabase').driver === 'postgres')(
    'does nothing while another app process is sweeping (holds the advisory lock)',
    async () => {
      const expired = await storedUpload(25);
      const testDatabase = inject('testDatabase');
      const otherProcess = new pg.Client({
        connectionString: testDatabase.driver === 'postgres' ? testDatabase.url : undefined,
      });
      await otherProcess.connect();
      try {
        await otherProcess.query('SELECT pg_advisory_lock($1)', [LOCK_KEYS.uploadSweep]);
        expect(await sweepUnattachedUploads(database.db, store)).toBe(0);
        expect(await survivors([expired])).toEqual([expired.name]);
        await otherProcess.query('SELECT pg_advisory_unlock($1)', [LOCK_KEYS.uploadSweep]);
      } finally {
        await otherProcess.end();
      }
      expect(await sweepUnattachedUploads(database.db, store)).toBeGreaterThanOrEqual(1);
      expect(await survivors([expired])).toEqual([]);
    },
  );
});
