import type { HistoryNote, HistoryNoteKind, HistoryNoteParams } from './contracts/order-history.ts';

/*
 * The notes of an order's history, one typed map per language (history-note-texts.en.ts, history-note-texts.hi.ts;
 * docs/decisions/073-notifications-as-data.md), shared by the server (the API's English `note`) and the web app
 * (the reader's language). A kind missing in Hindi does not build. Names, the buyer's reason and an admin's note
 * are put in as written.
 */

/** One note per kind, from that kind's values; `text` is worded by no language. */
export type HistoryNoteTexts = {
  [Kind in Exclude<HistoryNoteKind, 'text'>]: (params: HistoryNoteParams<Kind>) => string;
};

function wordKind<Kind extends Exclude<HistoryNoteKind, 'text'>>(
  texts: HistoryNoteTexts,
  kind: Kind,
  params: HistoryNoteParams<Kind>,
): string {
  return texts[kind](params);
}

/** A note in the language of `texts`; one kept from before notes were data, as it was written. */
export function historyNoteText(texts: HistoryNoteTexts, note: HistoryNote): string {
  if (note.kind === 'text') return note.params.text;
  return wordKind(texts, note.kind, note.params);
}
