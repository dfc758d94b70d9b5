import type { HistoryNoteTexts } from './history-note-texts.ts';

/*
 * The history notes in Hindi, in the web app's words (src/web/locales/hi/messages.po: ख़रीदार, बेचने वाले, सौंप
 * दिया, मना कर दिया, मंज़ूर, नामंज़ूर, एडमिन). Loaded with the Hindi catalogue only.
 */
export const hindiHistoryNoteTexts: HistoryNoteTexts = {
  cancelled_by_buyer: () => 'ख़रीदार ने कैंसल किया',
  // The buyer's own words.
  refund_requested: ({ reason }) => reason,
  receipt_confirmed: () => 'ख़रीदार ने मिलने की पुष्टि की',
  auto_completed: ({ days }) => `डिलीवरी के ${days} दिन बाद अपने-आप पूरा हुआ`,
  part_handed_over: ({ seller, cashCollected }) =>
    `${seller ?? 'बेचने वाले'} ने सौंप दिया${cashCollected ? '; कैश मिल गया' : ''}`,
  part_declined: ({ seller, reason }) => `${seller ?? 'बेचने वाले'} ने मना कर दिया: ${reason}`,
  refund_approved: ({ note }) => `रिफ़ंड मंज़ूर हुआ${note ? `: ${note}` : ''}`,
  refund_rejected: ({ note }) => `रिफ़ंड नामंज़ूर हुआ${note ? `: ${note}` : ''}`,
  documents_downloaded: () => 'डॉक्यूमेंट डाउनलोड हो गए: अब यह ऑर्डर कैंसल नहीं हो सकता',
  changed_by_admin: () => 'एडमिन ने बदला',
};
