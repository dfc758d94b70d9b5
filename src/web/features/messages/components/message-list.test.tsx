import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderMessage } from '../../../../domain/contracts/messages.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { renderInHindi } from '../../../test/render-in-hindi.tsx';
import { MessageList } from './message-list.tsx';

const messages: OrderMessage[] = [
  {
    id: 1,
    authorId: 9,
    authorRole: 'seller',
    removed: false,
    text: null,
    createdAt: '2025-03-05T10:00:00.000Z',
    readAt: null,
  },
  {
    id: 2,
    authorId: 7,
    authorRole: 'buyer',
    removed: false,
    text: 'Thanks, see you at the gate',
    createdAt: '2025-03-05T10:05:00.000Z',
    readAt: null,
  },
];
const props = {
  messages,
  viewerId: 7,
  label: 'Messages',
  names: { buyer: 'You', seller: 'Deleted student' },
};

describe('a conversation with a deleted account', () => {
  it('shows their erased message as deleted, in the reader’s language, and the reader’s own as written', async () => {
    const { unmount } = renderWithProviders(<MessageList {...props} />);
    expect(screen.getByText('Message deleted: its author deleted their account.')).toBeInTheDocument();
    expect(screen.getByText('Thanks, see you at the gate')).toBeInTheDocument();
    unmount();

    await renderInHindi(<MessageList {...props} />);
    expect(screen.getByText('मैसेज मिटा दिया गया: लिखने वाले ने अपना अकाउंट डिलीट कर दिया है।')).toBeInTheDocument();
  });
});

describe('a conversation with moderation in it', () => {
  const conversation: OrderMessage[] = [
    {
      id: 3,
      authorId: 9,
      authorRole: 'seller',
      removed: false,
      text: 'Pay ₹300 to rohan@ybl first, then I will bring it',
      createdAt: '2025-03-05T10:00:00.000Z',
      readAt: null,
    },
    {
      id: 4,
      authorId: 9,
      authorRole: 'seller',
      removed: true,
      text: null,
      createdAt: '2025-03-05T10:01:00.000Z',
      readAt: null,
    },
    {
      id: 5,
      authorId: 7,
      authorRole: 'buyer',
      removed: false,
      text: 'My UPI is priya@okaxis if you need a refund',
      createdAt: '2025-03-05T10:02:00.000Z',
      readAt: null,
    },
  ];

  it('warns the reader above a request to pay outside, says what the team removed, and never warns the writer', async () => {
    const { unmount } = renderWithProviders(
      <MessageList {...props} names={{ buyer: 'Priya', seller: 'Rohan' }} messages={conversation} />,
    );
    // The seller's UPI request warns the buyer once; the buyer's own UPI id warns nobody on their screen.
    expect(screen.getAllByRole('note')).toHaveLength(1);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Never pay outside PassItOn before you have the item in your hands.',
    );
    expect(screen.getByText('Removed by the PassItOn team')).toBeInTheDocument();
    unmount();

    await renderInHindi(
      <MessageList {...props} names={{ buyer: 'Priya', seller: 'Rohan' }} messages={conversation} />,
    );
    expect(screen.getByRole('note')).toHaveTextContent('सामान हाथ में आने से पहले PassItOn के बाहर कभी पैसे न दें।');
    expect(screen.getByText('PassItOn टीम ने हटा दिया')).toBeInTheDocument();
  });
});
