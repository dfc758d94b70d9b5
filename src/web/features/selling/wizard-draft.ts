import { z } from 'zod';
import { localStore } from '../../lib/storage.ts';

/**
 * An unfinished listing is kept as a draft in this browser, per student: the wizard's values and step, and the
 * photos and documents by the names the server stored them under, with the names they had on the student's
 * device. Uploaded files not yet in a listing are swept a day after upload, so a draft older than that is
 * offered without them (docs/decisions/046-listing-drafts.md).
 */

export type DraftKind = 'item' | 'bulk';

const DraftSchema = z.object({
  userId: z.number(),
  /** When this piece of work was first saved: its files are at least this old. */
  startedAt: z.number(),
  savedAt: z.number(),
  step: z.number().int().min(1),
  values: z.record(z.string(), z.unknown()),
  images: z.array(z.string()),
  files: z.array(z.string()),
  /** Stored name → the file's own name. Drafts saved before names were kept have none. */
  fileNames: z.record(z.string(), z.string()).optional(),
});
export type WizardDraft = z.infer<typeof DraftSchema>;

/** A little under the server's day for unattached uploads, so an offered file is still there. */
export const DRAFT_FILES_LIFETIME_MS = 20 * 60 * 60 * 1000;

const keyOf = (kind: DraftKind) => (kind === 'item' ? 'listingDraft' : 'bulkDraft');

export function readDraft(kind: DraftKind, userId: number): WizardDraft | null {
  const parsed = DraftSchema.safeParse(localStore.get<unknown>(keyOf(kind)));
  return parsed.success && parsed.data.userId === userId ? parsed.data : null;
}

/** Replaces the stored draft; the caller says when its work started, `savedAt` is now. */
export function saveDraft(kind: DraftKind, draft: Omit<WizardDraft, 'savedAt'>, now = Date.now()): void {
  localStore.set(keyOf(kind), { ...draft, savedAt: now });
}

export function clearDraft(kind: DraftKind): void {
  localStore.remove(keyOf(kind));
}

/** The draft's files may already be gone from the server. */
export function draftFilesExpired(draft: WizardDraft, now = Date.now()): boolean {
  return now - draft.startedAt > DRAFT_FILES_LIFETIME_MS;
}
