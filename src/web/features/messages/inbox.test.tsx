import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InboxEntry, Thread } from '../../../domain/contracts/messages.ts';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { renderAppInHindi } from '../../test/render-in-hindi.tsx';
// Loaded up front, so the lazy routes resolve at once instead of racing the first findBy.
import './inbox-page.tsx';
import './conversation-page.tsx';
import './listing-conversation-page.tsx';

const seller = makeUser({ id: 7, fullName: 'Rohan Mehta' });

const entry = (overrides: Partial<InboxEntry> = {}): InboxEntry => ({
  id: 31,
  kind: 'listing',
  productId: 5,
  orderId: null,
  role: 'seller',
  otherName: 'Priya Sharma',
  listing: { id: 5, title: 'HC Verma Part 1', image: null },
  lastMessage: {
    text: 'Is this the 2019 edition?',
    removed: false,
    mine: false,
    createdAt: '2025-03-05T10:00:00.000Z',
  },
  unreadCount: 2,
  lastMessageAt: '2025-03-05T10:00:00.000Z',
  ...overrides,
});

const inboxAnswer = (entries: InboxEntry[], total = entries.length) =>
  new Response(JSON.stringify(entries), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });

const thread = (overrides: Partial<Thread> = {}): Thread => ({
  id: 31,
  kind: 'listing',
  productId: 5,
  orderId: null,
  buyerId: 9,
  sellerId: 7,
  buyerName: 'Priya Sharma',
  sellerName: 'Rohan Mehta',
  listing: { id: 5, title: 'HC Verma Part 1', image: null },
  unreadCount: 1,
  askedBeforeOrder: 0,
  messages: [
    {
      id: 1,
      authorId: 9,
      authorRole: 'buyer',
      text: 'Is this the 2019 edition? My UPI is priya@okaxis',
      removed: false,
      createdAt: '2025-03-05T10:00:00.000Z',
      readAt: null,
    },
  ],
  ...overrides,
});

describe('the inbox', () => {
  it('lists each conversation with its listing, the other person, the last message and what is unread', async () => {
    mockApi({
      'GET /api/conversations': () =>
        inboxAnswer(
          [
            entry(),
            entry({
              id: 32,
              kind: 'order',
              orderId: 123,
              role: 'buyer',
              otherName: 'Meera Iyer',
              listing: { id: 6, title: 'Engineering Drawing', image: null },
              lastMessage: { text: null, removed: true, mine: false, createdAt: '2025-03-04T10:00:00.000Z' },
              unreadCount: 0,
            }),
          ],
          25,
        ),
      'GET /api/conversations/unread': () => jsonResponse(200, { unread: 2 }),
    });

    renderApp('/inbox', { user: seller });

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [question, order] = within(list).getAllByRole('link');
    expect(question).toHaveAttribute('href', '/inbox/31');
    expect(question).toHaveTextContent('Priya Sharma');
    expect(question).toHaveTextContent('HC Verma Part 1 · Asked about your listing');
    expect(question).toHaveTextContent('Is this the 2019 edition?');
    expect(question).toHaveTextContent('2 unread');
    expect(order).toHaveTextContent('Engineering Drawing · Your order TXN-000123');
    expect(order).toHaveTextContent('Removed by the PassItOn team');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Inbox, 2 unread' })).toHaveAttribute('href', '/inbox');
  });

  it('says what to do when there is no conversation yet, in Hindi too', async () => {
    mockApi({ 'GET /api/conversations': () => inboxAnswer([]) });
    const { unmount } = renderApp('/inbox', { user: seller });
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    unmount();
    await renderAppInHindi('/inbox', { user: seller });
    expect(await screen.findByRole('heading', { name: 'अभी कोई बातचीत नहीं' })).toBeInTheDocument();
  });
});

describe('a conversation', () => {
  it('shows the listing and the messages with the pay-outside warning and the Report menu, and sends a reply', async () => {
    const api = mockApi({
      'GET /api/conversations/31': () => jsonResponse(200, thread()),
      'POST /api/conversations/31/messages': () =>
        jsonResponse(201, {
          ...thread().messages[0],
          id: 2,
          authorId: 7,
          authorRole: 'seller',
          conversationId: 31,
        }),
    });

    renderApp('/inbox/31', { user: seller });

    expect(await screen.findByRole('link', { name: 'HC Verma Part 1' })).toHaveAttribute(
      'href',
      '/product/5',
    );
    expect(screen.getByText('With Priya Sharma, who asked')).toBeInTheDocument();
    const messages = screen.getByRole('list', { name: 'Messages with Priya Sharma' });
    expect(within(messages).getByRole('note')).toHaveTextContent(
      'Never pay outside PassItOn before you have the item in your hands.',
    );
    // The menu's code loads after the messages (docs/decisions/101-hydrate-the-first-screen-first.md).
    expect(
      await within(messages).findByRole('button', { name: 'More about this message' }),
    ).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Message to Priya Sharma'), 'Yes, the 2019 one.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByDisplayValue('');
    expect(sentBody(api, 'POST', '/api/conversations/31/messages')).toEqual({ text: 'Yes, the 2019 one.' });
  });

  it('marks where the order began when an order carries on a question', async () => {
    mockApi({
      'GET /api/conversations/40': () =>
        jsonResponse(
          200,
          thread({
            id: 40,
            kind: 'order',
            orderId: 123,
            askedBeforeOrder: 1,
            messages: [
              ...thread().messages,
              {
                id: 2,
                authorId: 9,
                authorRole: 'buyer',
                text: 'Library at 4?',
                removed: false,
                createdAt: '2025-03-06T10:00:00.000Z',
                readAt: null,
              },
            ],
          }),
        ),
    });

    renderApp('/inbox/40', { user: seller });

    const messages = await screen.findByRole('list', { name: 'Messages with Priya Sharma' });
    const items = within(messages)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[1]).toBe('The order was placed');
    expect(screen.getByRole('link', { name: 'Order TXN-000123' })).toHaveAttribute(
      'href',
      '/seller-listings/sales/123',
    );
  });

  it('asks the seller from a listing with no conversation yet, then opens the one the first message started', async () => {
    const buyer = makeUser({ id: 9, fullName: 'Priya Sharma' });
    const api = mockApi({
      'GET /api/listings/5/messages': () => jsonResponse(404, { message: 'Conversation not found' }),
      'GET /api/products/5': () =>
        jsonResponse(200, { id: 5, title: 'HC Verma Part 1', images: [], sellerName: 'Rohan Mehta' }),
      'POST /api/listings/5/messages': () =>
        jsonResponse(201, { ...thread().messages[0], conversationId: 31 }),
      'GET /api/conversations/31': () => jsonResponse(200, thread()),
    });

    const { router } = renderApp('/inbox/listing/5', { user: buyer });

    expect(await screen.findByText('With the seller Rohan Mehta')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Message to Rohan Mehta'), 'Is this the 2019 edition?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('list', { name: 'Messages with Rohan Mehta' });
    expect(router.state.location.pathname).toBe('/inbox/31');
    expect(sentBody(api, 'POST', '/api/listings/5/messages')).toEqual({ text: 'Is this the 2019 edition?' });
  });
});
