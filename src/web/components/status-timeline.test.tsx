import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HistoryNote } from '../../domain/contracts/order-history.ts';
import type { StatusChange } from '../../domain/contracts/orders.ts';
import { englishHistoryNoteTexts } from '../../domain/history-note-texts.en.ts';
import { historyNoteText } from '../../domain/history-note-texts.ts';
import { renderWithProviders } from '../test/render.tsx';
import { renderInHindi } from '../test/render-in-hindi.tsx';
import { StatusTimeline } from './status-timeline.tsx';

/** A step that moved the order from one status to another, with a note of every kind the server writes. */
const notes: [HistoryNote, string, string][] = [
  [{ kind: 'cancelled_by_buyer', params: {} }, 'pending_cod', 'cancelled'],
  [
    { kind: 'refund_requested', params: { reason: 'Pages 40-60 are missing.' } },
    'delivered',
    'refund_requested',
  ],
  [{ kind: 'receipt_confirmed', params: {} }, 'delivered', 'completed'],
  [{ kind: 'auto_completed', params: { days: 3 } }, 'delivered', 'completed'],
  [
    { kind: 'part_handed_over', params: { seller: 'Asha Rao', cashCollected: true } },
    'pending_cod',
    'delivered',
  ],
  [{ kind: 'part_declined', params: { seller: null, reason: 'Sold elsewhere' } }, 'paid', 'cancelled'],
  [{ kind: 'refund_approved', params: { note: 'Sorry about the pages.' } }, 'refund_requested', 'refunded'],
  [{ kind: 'refund_rejected', params: { note: null } }, 'refund_requested', 'delivered'],
  [{ kind: 'documents_downloaded', params: {} }, 'paid', 'paid'],
  [{ kind: 'changed_by_admin', params: {} }, 'paid', 'shipped'],
  [{ kind: 'text', params: { text: 'Moved by the night shift' } }, 'shipped', 'in_transit'],
];

/** The steps as the API sends them: the note as kind and values, and its English. */
const history = notes.map(
  ([note, fromStatus, toStatus], index): StatusChange =>
    ({
      fromStatus,
      toStatus,
      note: historyNoteText(englishHistoryNoteTexts, note),
      noteKind: note.kind,
      noteParams: note.params,
      createdAt: `2025-03-${String(5 + index).padStart(2, '0')}T10:00:00.000Z`,
      changedBy: 'seller',
      changedByName: 'Asha Rao',
    }) as StatusChange,
);

describe("an order's timeline", () => {
  it('shows each step’s note as the server words it in English, a part’s step as its heading', () => {
    renderWithProviders(<StatusTimeline history={history} />);

    const steps = screen.getAllByRole('listitem');
    expect(within(steps[0] as HTMLElement).getByText('Cancelled by the buyer')).toBeInTheDocument();
    expect(within(steps[1] as HTMLElement).getByText('Pages 40-60 are missing.')).toBeInTheDocument();
    // Downloading the documents changed no status: the note is the step.
    expect(within(steps[8] as HTMLElement).queryByText('Paid')).toBeNull();
    expect(
      within(steps[8] as HTMLElement).getByText('Documents downloaded: the order can no longer be cancelled'),
    ).toBeInTheDocument();
  });

  it('words the note of every kind in Hindi, keeping names, reasons and admins’ notes as written', async () => {
    await renderInHindi(<StatusTimeline history={history} />);

    const shown = screen.getAllByRole('listitem').map((step) => step.textContent);
    expect(shown).toHaveLength(notes.length);
    for (const [index, text] of shown.entries()) {
      const english = history[index]?.note ?? '';
      // The buyer's reason and a note from before notes were data are the words they were written in.
      if (index === 1 || index === notes.length - 1) expect(text).toContain(english);
      else expect(text, english).not.toContain(english);
    }
    expect(screen.getByText('ख़रीदार ने कैंसल किया')).toBeInTheDocument();
    expect(screen.getByText('ख़रीदार ने मिलने की पुष्टि की')).toBeInTheDocument();
    expect(screen.getByText('डिलीवरी के 3 दिन बाद अपने-आप पूरा हुआ')).toBeInTheDocument();
    expect(screen.getByText('Asha Rao ने सौंप दिया; कैश मिल गया')).toBeInTheDocument();
    expect(screen.getByText('बेचने वाले ने मना कर दिया: Sold elsewhere')).toBeInTheDocument();
    expect(screen.getByText('रिफ़ंड मंज़ूर हुआ: Sorry about the pages.')).toBeInTheDocument();
    expect(screen.getByText('रिफ़ंड नामंज़ूर हुआ')).toBeInTheDocument();
    expect(screen.getByText('डॉक्यूमेंट डाउनलोड हो गए: अब यह ऑर्डर कैंसल नहीं हो सकता')).toBeInTheDocument();
    expect(screen.getByText('एडमिन ने बदला')).toBeInTheDocument();
    expect(screen.getByText('Moved by the night shift')).toBeInTheDocument();
  });
});
