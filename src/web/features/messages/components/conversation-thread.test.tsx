import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Thread } from '../../../../domain/contracts/messages.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ConversationThread } from './conversation-thread.tsx';

const thread: Thread = {
  id: 31,
  kind: 'listing',
  productId: 5,
  orderId: null,
  buyerId: 9,
  sellerId: 7,
  buyerName: 'Priya Sharma',
  sellerName: 'Rohan Mehta',
  listing: { id: 5, title: 'HC Verma Part 1', image: null },
  unreadCount: 0,
  askedBeforeOrder: 0,
  messages: [
    {
      id: 1,
      authorId: 9,
      authorRole: 'buyer',
      text: 'Would you take less?',
      removed: false,
      createdAt: '2025-03-05T10:00:00.000Z',
      readAt: null,
    },
    {
      id: 2,
      authorId: 7,
      authorRole: 'seller',
      text: 'Make an offer',
      removed: false,
      createdAt: '2025-03-05T10:10:00.000Z',
      readAt: null,
    },
  ],
};

describe('the conversation thread', () => {
  it('puts other features’ extras among the messages by time and their actions above the composer', () => {
    renderWithProviders(
      <ConversationThread
        thread={thread}
        viewerId={9}
        target={{ kind: 'conversation', conversationId: 31 }}
        extras={[{ key: 'offer-1', at: '2025-03-05T10:05:00.000Z', node: <p>Offer: ₹400</p> }]}
        actions={<button type="button">Make an offer</button>}
      />,
      { user: null },
    );
    const items = within(screen.getByRole('list', { name: 'Messages with Rohan Mehta' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[0]).toContain('Would you take less?');
    expect(items[1]).toBe('Offer: ₹400');
    expect(items[2]).toContain('Make an offer');
    const action = screen.getByRole('button', { name: 'Make an offer' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(action.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
