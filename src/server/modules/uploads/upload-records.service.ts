import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { User } from '../../../domain/contracts/auth.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { LOCK_KEYS } from '../../db/lock-keys.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { removeStoredFiles, type StoredUpload } from './stored-files.ts';
import { uploads } from './uploads.tables.ts';

/**
 * The record of each stored upload (docs/decisions/010-upload-records.md): who uploaded it, what it costs
 * their daily quota, which listing uses it, and when the sweep may delete it.
 */

/** An upload nobody attached is deleted this long after it arrived (or after its listing let go of it). */
export const UNATTACHED_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The daily quota counts a rolling window of this length. */
const QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Rows one sweep deletes at most: the files go inside its transaction, which should stay short. */
const SWEEP_BATCH = 200;

type Actor = Pick<User, 'id' | 'isAdmin'>;
type Executor = Database | Transaction;

const MB = 1024 * 1024;

/** Records a stored upload as unattached, before its files go to the store. */
export async function recordUpload(
  db: Executor,
  upload: StoredUpload & { uploaderId: number; sizeBytes: number },
): Promise<void> {
  await db.insert(uploads).values(upload);
}

/** Deletes the records of uploads whose files were removed (a refused request, say). */
export async function forgetUploads(db: Executor, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db.delete(uploads).where(inArray(uploads.name, [...names]));
}

/** Bytes the user stored in the rolling day before `now`. */
export async function bytesUploadedToday(
  db: Executor,
  uploaderId: number,
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - QUOTA_WINDOW_MS);
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${uploads.sizeBytes}), 0)` })
    .from(uploads)
    .where(and(eq(uploads.uploaderId, uploaderId), gt(uploads.createdAt, since)));
  return Number(row?.total ?? 0);
}

const quotaText = (quotaBytes: number) => `${Math.round(quotaBytes / MB)} MB`;

/** Refuses with 429 when the user has already used their daily quota; checked before a file is read. */
export async function checkUploadQuota(db: Executor, uploaderId: number, quotaBytes: number): Promise<void> {
  if ((await bytesUploadedToday(db, uploaderId)) >= quotaBytes) {
    throw new AppError(429, 'upload.daily_quota', { quota: quotaText(quotaBytes) });
  }
}

/**
 * Refuses with 429 (and forgets the record) when the upload just recorded took its uploader past the quota.
 * Counting after the insert means two uploads racing each other cannot both slip under the limit.
 */
export async function checkQuotaAfterRecording(
  db: Executor,
  upload: { name: string; uploaderId: number; displayName: string },
  quotaBytes: number,
): Promise<void> {
  if ((await bytesUploadedToday(db, upload.uploaderId)) <= quotaBytes) return;
  await forgetUploads(db, [upload.name]);
  throw new AppError(429, 'upload.past_daily_quota', {
    name: upload.displayName,
    quota: quotaText(quotaBytes),
  });
}

const NOT_FOUND = { image: 'upload.image_not_found', document: 'upload.document_not_found' } as const;
const USED_ELSEWHERE = {
  image: 'upload.image_used_elsewhere',
  document: 'upload.document_used_elsewhere',
} as const;

/**
 * Attaches uploads to a listing inside the caller's transaction, or refuses with 400: each name must be an
 * upload of its kind made by the actor (an admin: by anyone) and not used by another listing. A name that is
 * someone else's gets the same answer as one that never existed, so nobody learns about others' files.
 */
export async function attachUploads(
  tx: Transaction,
  actor: Actor,
  productId: number,
  { images = [], files = [] }: { images?: readonly string[]; files?: readonly string[] },
): Promise<void> {
  const wanted: StoredUpload[] = [
    ...images.map((name) => ({ name, kind: 'image' as const })),
    ...files.map((name) => ({ name, kind: 'document' as const })),
  ];
  if (wanted.length === 0) return;
  const names = wanted.map((upload) => upload.name);
  // Locked, so a sweep or another listing cannot take a row between this check and the update.
  const rows = await tx
    .select({
      name: uploads.name,
      kind: uploads.kind,
      uploaderId: uploads.uploaderId,
      productId: uploads.productId,
    })
    .from(uploads)
    .where(inArray(uploads.name, names))
    .for('update');
  const byName = new Map(rows.map((row) => [row.name, row]));
  for (const { name, kind } of wanted) {
    const row = byName.get(name);
    if (!row || row.kind !== kind || (row.uploaderId !== actor.id && !actor.isAdmin)) {
      throw badRequest(NOT_FOUND[kind], { name });
    }
    if (row.productId !== null && row.productId !== productId) {
      throw badRequest(USED_ELSEWHERE[kind], { name });
    }
  }
  await tx.update(uploads).set({ productId, detachedAt: null }).where(inArray(uploads.name, names));
}

/** Lets go of uploads a listing no longer uses; the sweep deletes them a day later unless re-attached. */
export async function detachUploads(
  tx: Transaction,
  productId: number,
  names: readonly string[],
  now = new Date(),
): Promise<void> {
  if (names.length === 0) return;
  await tx
    .update(uploads)
    .set({ productId: null, detachedAt: now })
    .where(and(eq(uploads.productId, productId), inArray(uploads.name, [...names])));
}

/**
 * Deletes unattached uploads older than a day (files and records), at most SWEEP_BATCH per call; answers how
 * many went. Another process already sweeping makes this a no-op (0).
 */
export async function sweepUnattachedUploads(
  db: Database,
  store: FileStore,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNATTACHED_LIFETIME_MS);
  return db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`SELECT pg_try_advisory_xact_lock(${sql.raw(String(LOCK_KEYS.uploadSweep))}) AS locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return 0;
    // The conditions are repeated outside the subquery: a row attached while this statement waited for its
    // lock is re-checked against them, and kept.
    const expired = and(
      isNull(uploads.productId),
      lt(uploads.createdAt, cutoff),
      or(isNull(uploads.detachedAt), lt(uploads.detachedAt, cutoff)),
    );
    const batch = tx.select({ id: uploads.id }).from(uploads).where(expired).limit(SWEEP_BATCH);
    const deleted = await tx
      .delete(uploads)
      .where(and(inArray(uploads.id, batch), expired))
      .returning({ name: uploads.name, kind: uploads.kind });
    // Inside the transaction: if a file cannot be removed, the rows come back and the next sweep retries.
    await removeStoredFiles(
      store,
      deleted.map((row) => ({ name: row.name, kind: row.kind })),
    );
    return deleted.length;
  });
}
