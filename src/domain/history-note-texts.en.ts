import type { HistoryNoteTexts } from './history-note-texts.ts';

/** The history notes in English: the API's `note`, word for word the notes the server stored before. */
export const englishHistoryNoteTexts: HistoryNoteTexts = {
  cancelled_by_buyer: () => 'Cancelled by the buyer',
  refund_requested: ({ reason }) => reason,
  receipt_confirmed: () => 'Receipt confirmed by the buyer',
  auto_completed: ({ days }) => `Completed automatically ${days} days after delivery`,
  part_handed_over: ({ seller, cashCollected }) =>
    `Handed over by ${seller ?? 'the seller'}${cashCollected ? '; cash collected' : ''}`,
  part_declined: ({ seller, reason }) => `Declined by ${seller ?? 'the seller'}: ${reason}`,
  refund_approved: ({ note }) => `Refund approved${note ? `: ${note}` : ''}`,
  refund_rejected: ({ note }) => `Refund rejected${note ? `: ${note}` : ''}`,
  documents_downloaded: () => 'Documents downloaded: the order can no longer be cancelled',
  changed_by_admin: () => 'Changed by an admin',
};
