import { z } from 'zod';
import { localStore } from '../../lib/storage.ts';

/**
 * An unfinished listing is kept as a draft in this browser, per student: the wizard's values and step, and the
 * photos and documents by the names the server stored them under. Uploaded files not yet in a listing are
 * swept a day after upload, so a draft older than that is offered without them.
 */

export type DraftKind = 'item' | 'bulk';

const DraftSchema = z.object({
  userId: z.number(),
  /** When the draft was first saved: its files are at least this old. */
  startedAt: z.number(),
  savedAt: z.number(),
  step: z.number().int().min(1),
  values: z.record(z.string(), z.unknown()),
  images: z.array(z.string()),
  files: z.array(z.string()),
});
export type WizardDraft = z.infer<typeof DraftSchema>;

/** A little under the server's day for unattached uploads, so an offered file is still there. */
export const DRAFT_FILES_LIFETIME_MS = 20 * 60 * 60 * 1000;

const keyOf = (kind: DraftKind) => (kind === 'item' ? 'listingDraft' : 'bulkDraft');

export function readDraft(kind: DraftKind, userId: number): WizardDraft | null {
  const parsed = DraftSchema.safeParse(localStore.get<unknown>(keyOf(kind)));
  return parsed.success && parsed.data.userId === userId ? parsed.data : null;
}

export function saveDraft(
  kind: DraftKind,
  draft: Omit<WizardDraft, 'startedAt' | 'savedAt'>,
  now = Date.now(),
): void {
  const startedAt = readDraft(kind, draft.userId)?.startedAt ?? now;
  localStore.set(keyOf(kind), { ...draft, startedAt, savedAt: now });
}

export function clearDraft(kind: DraftKind): void {
  localStore.remove(keyOf(kind));
}

/** The draft's files may already be gone from the server. */
export function draftFilesExpired(draft: WizardDraft, now = Date.now()): boolean {
  return now - draft.startedAt > DRAFT_FILES_LIFETIME_MS;
}
