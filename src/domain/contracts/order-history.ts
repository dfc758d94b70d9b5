import { z } from 'zod';

/** A seller's name as the order shows it; null when the order knew none ("the seller"). */
const seller = z.string().nullable();

/**
 * What a step in an order's history says about itself, as data (docs/decisions/073-notifications-as-data.md): a
 * kind and its values, worded in the reader's language from one typed map per language
 * (src/domain/history-note-texts.ts). The buyer's reason and an admin's note are kept as written. `text` is a
 * note kept from before notes were data, shown as it is.
 */
export const HistoryNoteSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cancelled_by_buyer'), params: z.object({}) }),
  /** The buyer asked for a refund, for this reason. */
  z.object({ kind: z.literal('refund_requested'), params: z.object({ reason: z.string() }) }),
  z.object({ kind: z.literal('receipt_confirmed'), params: z.object({}) }),
  z.object({ kind: z.literal('auto_completed'), params: z.object({ days: z.number().int().positive() }) }),
  z.object({
    kind: z.literal('part_handed_over'),
    params: z.object({ seller, cashCollected: z.boolean() }),
  }),
  z.object({ kind: z.literal('part_declined'), params: z.object({ seller, reason: z.string() }) }),
  /** An admin decided the buyer's refund request; note: what they told the buyer, null for nothing. */
  z.object({ kind: z.literal('refund_approved'), params: z.object({ note: z.string().nullable() }) }),
  z.object({ kind: z.literal('refund_rejected'), params: z.object({ note: z.string().nullable() }) }),
  z.object({ kind: z.literal('documents_downloaded'), params: z.object({}) }),
  z.object({ kind: z.literal('changed_by_admin'), params: z.object({}) }),
  z.object({ kind: z.literal('text'), params: z.object({ text: z.string() }) }),
]);
export type HistoryNote = z.infer<typeof HistoryNoteSchema>;
export type HistoryNoteKind = HistoryNote['kind'];
/** The values of one kind of note. */
export type HistoryNoteParams<Kind extends HistoryNoteKind> = Extract<HistoryNote, { kind: Kind }>['params'];

/** One kind of note spread into a history step's fields (distributes over the union, kind by kind). */
type FieldsOf<Note> = Note extends HistoryNote
  ? { noteKind: Note['kind']; noteParams: Note['params'] }
  : never;

/** A note as a history step carries it in the API: `noteKind` and `noteParams`, both null for a step without one. */
export type HistoryNoteFields = { noteKind: null; noteParams: null } | FieldsOf<HistoryNote>;

/**
 * The note's fields of a history step, checked kind by kind: one object per kind of HistoryNoteSchema, built from
 * it so the two cannot disagree. zod cannot say that mapping a union's options keeps each kind with its own
 * values, hence the type given here.
 */
export const HistoryNoteFieldsSchema = z.union([
  z.object({ noteKind: z.null(), noteParams: z.null() }),
  ...HistoryNoteSchema.options.map((option) =>
    z.object({ noteKind: option.shape.kind, noteParams: option.shape.params }),
  ),
]) as unknown as z.ZodType<HistoryNoteFields>;
