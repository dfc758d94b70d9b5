import { describe, expect, it } from 'vitest';
import {
  type HistoryNote,
  type HistoryNoteKind,
  type HistoryNoteParams,
  HistoryNoteSchema,
} from './contracts/order-history.ts';
import { englishHistoryNoteTexts } from './history-note-texts.en.ts';
import { hindiHistoryNoteTexts } from './history-note-texts.hi.ts';
import { historyNoteText } from './history-note-texts.ts';

/** Values of every kind of note (a kind without any does not build). */
const examples: { [Kind in HistoryNoteKind]: HistoryNoteParams<Kind>[] } = {
  cancelled_by_buyer: [{}],
  refund_requested: [{ reason: 'Pages 40-60 are missing.' }],
  receipt_confirmed: [{}],
  auto_completed: [{ days: 3 }],
  part_handed_over: [
    { seller: 'Asha Rao', cashCollected: true },
    { seller: null, cashCollected: false },
  ],
  part_declined: [
    { seller: 'Rohan', reason: 'The book got wet: sorry.' },
    { seller: null, reason: 'Sold elsewhere' },
  ],
  refund_approved: [{ note: null }, { note: 'Sorry about the missing pages.' }],
  refund_rejected: [{ note: 'The photos show every page.' }],
  documents_downloaded: [{}],
  changed_by_admin: [{}],
  text: [{ text: 'A note kept from before.' }],
};

const notes = Object.entries(examples).flatMap(([kind, list]) =>
  list.map((params) => HistoryNoteSchema.parse({ kind, params })),
);
const inEnglish = (note: HistoryNote) => historyNoteText(englishHistoryNoteTexts, note);
const inHindi = (note: HistoryNote) => historyNoteText(hindiHistoryNoteTexts, note);

describe('history notes', () => {
  it('word each kind in English as the order services always wrote it', () => {
    expect(notes.map(inEnglish)).toEqual([
      'Cancelled by the buyer',
      'Pages 40-60 are missing.',
      'Receipt confirmed by the buyer',
      'Completed automatically 3 days after delivery',
      'Handed over by Asha Rao; cash collected',
      'Handed over by the seller',
      'Declined by Rohan: The book got wet: sorry.',
      'Declined by the seller: Sold elsewhere',
      'Refund approved',
      'Refund approved: Sorry about the missing pages.',
      'Refund rejected: The photos show every page.',
      'Documents downloaded: the order can no longer be cancelled',
      'Changed by an admin',
      'A note kept from before.',
    ]);
  });

  it('word each kind in Hindi, keeping names, the buyer’s reason and admins’ notes as written', () => {
    expect(notes.map(inHindi)).toEqual([
      'ख़रीदार ने कैंसल किया',
      'Pages 40-60 are missing.',
      'ख़रीदार ने मिलने की पुष्टि की',
      'डिलीवरी के 3 दिन बाद अपने-आप पूरा हुआ',
      'Asha Rao ने सौंप दिया; कैश मिल गया',
      'बेचने वाले ने सौंप दिया',
      'Rohan ने मना कर दिया: The book got wet: sorry.',
      'बेचने वाले ने मना कर दिया: Sold elsewhere',
      'रिफ़ंड मंज़ूर हुआ',
      'रिफ़ंड मंज़ूर हुआ: Sorry about the missing pages.',
      'रिफ़ंड नामंज़ूर हुआ: The photos show every page.',
      'डॉक्यूमेंट डाउनलोड हो गए: अब यह ऑर्डर कैंसल नहीं हो सकता',
      'एडमिन ने बदला',
      'A note kept from before.',
    ]);
  });
});
