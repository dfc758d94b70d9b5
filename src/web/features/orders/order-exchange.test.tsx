import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderConversations } from '../../../domain/contracts/messages.ts';
import type { OrderPart } from '../../../domain/contracts/orders.ts';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { makeOrderDetail, makeOrderItem } from '../../test/order-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import './order-page.tsx';

const buyer = makeUser();

function part(overrides: Partial<OrderPart>): OrderPart {
  return {
    sellerId: 3,
    sellerName: 'Rohan Mehta',
    pickupPlaces: [],
    state: 'awaiting',
    handoverCode: null,
    handedOverAt: null,
    declinedAt: null,
    declineReason: null,
    refundDue: null,
    cashToHandOver: null,
    ...overrides,
  };
}

describe('the cash of a cash deal on the order page', () => {
  it('shows each seller the cash to hand over, price plus fee, the figure their sale page shows', async () => {
    mockApi({
      'GET /api/orders/detail/123': () =>
        jsonResponse(
          200,
          makeOrderDetail({
            status: 'pending_cod',
            paymentMethod: 'cod',
            parts: [part({ handoverCode: '042917', cashToHandOver: '287.50' })],
          }),
        ),
      'GET /api/orders/123/messages': () => jsonResponse(200, { conversations: [] }),
    });
    renderApp('/orders/123', { user: buyer });
    expect(await screen.findByText(/Cash to hand over:/)).toHaveTextContent(
      "Cash to hand over: ₹287.50 (price plus PassItOn's fee)",
    );
  });
});

describe('the exchange on the order page', () => {
  it('shows the buyer each seller’s hand-over code, a part handed over, and a declined part with the refund due', async () => {
    mockApi({
      'GET /api/orders/detail/123': () =>
        jsonResponse(
          200,
          makeOrderDetail({
            parts: [
              part({ handoverCode: '042917' }),
              part({
                sellerId: 4,
                sellerName: 'Meera Iyer',
                state: 'handed_over',
                handedOverAt: '2025-03-06T10:00:00.000Z',
              }),
              part({
                sellerId: 5,
                sellerName: 'Kabir Khan',
                state: 'declined',
                declinedAt: '2025-03-06T09:00:00.000Z',
                declineReason: 'The book got wet',
                refundDue: '401.35',
              }),
            ],
          }),
        ),
    });

    renderApp('/orders/123', { user: buyer });

    const handOver = within(await screen.findByRole('region', { name: 'Hand-over' }));
    expect(handOver.getByText('Hand-over code:', { exact: false }).parentElement).toHaveTextContent(
      'Hand-over code: 042917',
    );
    expect(
      handOver.getByText(/Show this code to Rohan Mehta only once you have the items/),
    ).toBeInTheDocument();
    expect(handOver.getByText(/Handed over/)).toBeInTheDocument();
    expect(handOver.getByText('Reason: The book got wet')).toBeInTheDocument();
    expect(handOver.getByText('Refund due to you: ₹401.35')).toBeInTheDocument();
  });

  it('lets the buyer confirm receipt of a delivered order and says when it would complete by itself', async () => {
    let status: 'delivered' | 'completed' = 'delivered';
    const delivered = () =>
      makeOrderDetail({
        status,
        canCancel: false,
        parts: [part({ state: 'handed_over', handedOverAt: '2025-03-06T10:00:00.000Z' })],
        deliveredAt: '2025-03-06T10:00:00.000Z',
        autoCompleteAt: status === 'delivered' ? '2025-03-09T10:00:00.000Z' : null,
      });
    const fetchSpy = mockApi({
      'GET /api/orders/detail/123': () => jsonResponse(200, delivered()),
      'POST /api/orders/123/confirm-receipt': () => {
        status = 'completed';
        return jsonResponse(200, delivered());
      },
    });

    renderApp('/orders/123', { user: buyer });

    expect(await screen.findByText(/the order completes by itself on/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request refund' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Got everything in TXN-000123?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, I got it' }));

    expect(await screen.findByText('Thanks for confirming')).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
    expect(screen.getAllByText('Completed').length).toBeGreaterThan(0);
    expect(
      fetchSpy.mock.calls.some(
        ([url, init]) => init?.method === 'POST' && String(url) === '/api/orders/123/confirm-receipt',
      ),
    ).toBe(true);
  });

  it('gives the buyer one conversation per seller and writes to the chosen one', async () => {
    const conversations: OrderConversations = {
      orderId: 123,
      canWrite: true,
      conversations: [
        {
          orderId: 123,
          sellerId: 3,
          sellerName: 'Rohan Mehta',
          buyerName: 'Priya Sharma',
          unreadCount: 1,
          askedBeforeOrder: 0,
          messages: [
            {
              id: 1,
              authorId: 3,
              authorRole: 'seller',
              removed: false,
              text: 'Main gate at 5?',
              createdAt: '2025-03-05T11:00:00.000Z',
              readAt: null,
            },
          ],
        },
        {
          orderId: 123,
          sellerId: 4,
          sellerName: 'Meera Iyer',
          buyerName: 'Priya Sharma',
          unreadCount: 0,
          askedBeforeOrder: 0,
          messages: [],
        },
      ],
    };
    const fetchSpy = mockApi({
      'GET /api/orders/detail/123': () =>
        jsonResponse(
          200,
          makeOrderDetail({
            items: [makeOrderItem(), makeOrderItem({ id: 2, sellerId: 4, sellerName: 'Meera Iyer' })],
            parts: [
              part({ handoverCode: '042917' }),
              part({ sellerId: 4, sellerName: 'Meera Iyer', handoverCode: '550011' }),
            ],
          }),
        ),
      'GET /api/orders/123/messages': () => jsonResponse(200, conversations),
      'POST /api/orders/123/messages': ({ body }) =>
        jsonResponse(201, {
          id: 2,
          authorId: 7,
          authorRole: 'buyer',
          removed: false,
          ...(body as object),
          createdAt: '2025-03-05T12:00:00.000Z',
          readAt: null,
        }),
    });

    renderApp('/orders/123', { user: buyer });

    expect(
      await screen.findByRole('tab', { name: 'Rohan Mehta (1 new)', selected: true }),
    ).toBeInTheDocument();
    expect(screen.getByText('Main gate at 5?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Meera Iyer' }));
    expect(
      await screen.findByText('No messages yet. Say hello and agree where to meet.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Message to Meera Iyer'), 'Is the calculator working?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    await expect
      .poll(() => sentBody(fetchSpy, 'POST', '/api/orders/123/messages'))
      .toEqual({ text: 'Is the calculator working?', sellerId: 4 });
  });

  it('shows the message the server refused with, and keeps what the buyer wrote', async () => {
    mockApi({
      'GET /api/orders/detail/123': () => jsonResponse(200, makeOrderDetail()),
      'GET /api/orders/123/messages': () =>
        jsonResponse(200, {
          orderId: 123,
          canWrite: true,
          conversations: [
            {
              orderId: 123,
              sellerId: 3,
              sellerName: 'Rohan Mehta',
              buyerName: 'Priya Sharma',
              unreadCount: 0,
              messages: [],
            },
          ],
        }),
      'POST /api/orders/123/messages': () =>
        jsonResponse(429, { message: 'You have sent too many messages in the last minute.' }),
    });

    renderApp('/orders/123', { user: buyer });

    const field = await screen.findByLabelText('Message to Rohan Mehta');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message')).toBeInTheDocument();
    await userEvent.type(field, 'Hello?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('You have sent too many messages in the last minute.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('Hello?');
  });

  it('lets an admin read both sides of a dispute by name, without writing or acting for the buyer', async () => {
    const admin = makeUser({ id: 1, username: 'admin', isAdmin: true });
    mockApi({
      'GET /api/orders/detail/123': () =>
        jsonResponse(200, makeOrderDetail({ status: 'delivered', canCancel: false })),
      'GET /api/orders/123/messages': () =>
        jsonResponse(200, {
          orderId: 123,
          canWrite: false,
          conversations: [
            {
              orderId: 123,
              sellerId: 3,
              sellerName: 'Rohan Mehta',
              buyerName: 'Priya Sharma',
              unreadCount: 0,
              messages: [
                {
                  id: 1,
                  authorId: 7,
                  authorRole: 'buyer',
                  removed: false,
                  text: 'Pages are missing',
                  createdAt: '2025-03-07T10:00:00.000Z',
                  readAt: null,
                },
                {
                  id: 2,
                  authorId: 3,
                  authorRole: 'seller',
                  removed: false,
                  text: 'It was complete',
                  createdAt: '2025-03-07T11:00:00.000Z',
                  readAt: null,
                },
              ],
            },
          ],
        }),
    });

    renderApp('/orders/123', { user: admin });

    const thread = await screen.findByRole('list', { name: 'Messages with Rohan Mehta' });
    expect(within(thread).getByText(/^Priya Sharma ·/)).toBeInTheDocument();
    expect(within(thread).getByText(/^Rohan Mehta ·/)).toBeInTheDocument();
    expect(screen.getByText(/You are reading this as an admin/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request refund' })).toBeNull();
  });
});
