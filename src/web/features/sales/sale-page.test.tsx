import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderConversations } from '../../../domain/contracts/messages.ts';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { makeSaleDetail } from './sale-fixtures.ts';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import './sale-page.tsx';

const seller = makeUser({ id: 7, fullName: 'Rohan Mehta' });

function conversations(
  messages: OrderConversations['conversations'][number]['messages'] = [],
): OrderConversations {
  return {
    orderId: 123,
    canWrite: true,
    conversations: [
      {
        orderId: 123,
        sellerId: 7,
        sellerName: 'Rohan Mehta',
        buyerName: 'Aman Verma',
        unreadCount: 0,
        askedBeforeOrder: 0,
        messages,
      },
    ],
  };
}

describe('the sale page', () => {
  it('shows the buyer to meet, the items and what the seller receives, and who took each step', async () => {
    mockApi({
      'GET /api/sales/123': () => jsonResponse(200, makeSaleDetail()),
      'GET /api/orders/123/messages': () => jsonResponse(200, conversations()),
    });

    renderApp('/seller-listings/sales/123', { user: seller });

    expect(await screen.findByRole('heading', { name: 'TXN-000123' })).toBeInTheDocument();
    expect(screen.getByText('Aman Verma')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call +91 91234 56780' })).toHaveAttribute(
      'href',
      'tel:+919123456780',
    );
    expect(screen.getByText('College: COEP Technological University')).toBeInTheDocument();
    expect(screen.getByText('By Aman Verma (buyer)')).toBeInTheDocument();
    // One cash figure, the buyer's: how much to collect, how much is the seller's and how much is PassItOn's fee.
    expect(screen.getByText(/collect ₹802.70 in cash/)).toBeInTheDocument();
    const split = screen.getByText('Cash to hand over').closest('dl') as HTMLElement;
    expect(within(split).getByText('₹802.70')).toBeInTheDocument();
    expect(within(split).getByText('Yours to keep').nextElementSibling).toHaveTextContent('₹698.00');
    expect(within(split).getByText("PassItOn's fee, which you owe").nextElementSibling).toHaveTextContent(
      '₹104.70',
    );
    expect(screen.getByRole('link', { name: 'Your Sales' })).toHaveAttribute(
      'href',
      '/seller-listings?tab=sales',
    );
  });

  it('checks the code is six digits before asking the server', async () => {
    const fetchSpy = mockApi({
      'GET /api/sales/123': () => jsonResponse(200, makeSaleDetail()),
      'POST /api/sales/123/handover': () => jsonResponse(200, makeSaleDetail()),
    });

    renderApp('/seller-listings/sales/123', { user: seller });

    await userEvent.type(await screen.findByLabelText('Hand-over code from the buyer'), '12a4');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm hand-over' }));

    expect(await screen.findByText('Enter the 6-digit code from the buyer')).toBeInTheDocument();
    expect(screen.getByLabelText('Hand-over code from the buyer')).toHaveAttribute('aria-invalid', 'true');
    expect(sentBody(fetchSpy, 'POST', '/api/sales/123/handover')).toBeUndefined();
  });

  it('says a wrong code does not match and how many tries are left, then hands over with the right one', async () => {
    let triesLeft = 5;
    const fetchSpy = mockApi({
      'GET /api/sales/123': () => jsonResponse(200, makeSaleDetail({ codeTriesLeft: triesLeft })),
      'POST /api/sales/123/handover': ({ body }) => {
        if ((body as { code: string }).code !== '042917') {
          triesLeft -= 1;
          return jsonResponse(400, { message: 'That code does not match' });
        }
        return jsonResponse(
          200,
          makeSaleDetail({
            state: 'handed_over',
            canHandOver: false,
            orderStatus: 'delivered',
            handedOverAt: '2025-03-06T11:30:00.000Z',
          }),
        );
      },
    });

    renderApp('/seller-listings/sales/123', { user: seller });

    const code = await screen.findByLabelText('Hand-over code from the buyer');
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm hand-over' }));
    expect(await screen.findByText('That code does not match')).toBeInTheDocument();
    expect(await screen.findByText('4 tries left before a 15-minute wait.')).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '042917');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm hand-over' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/You handed this over on/);
    expect(screen.queryByLabelText('Hand-over code from the buyer')).not.toBeInTheDocument();
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/sales/123/handover')).toEqual({ code: '111111' });
  });

  it('makes the seller wait after too many wrong codes', async () => {
    mockApi({
      'GET /api/sales/123': () =>
        jsonResponse(200, makeSaleDetail({ codeTriesLeft: 0, codeLockedUntil: '2999-01-01T10:15:00.000Z' })),
    });

    renderApp('/seller-listings/sales/123', { user: seller });

    expect(await screen.findByLabelText('Hand-over code from the buyer')).toBeDisabled();
    expect(screen.getByText(/Too many wrong codes. You can try again after/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm hand-over' })).toBeDisabled();
  });

  it('declines the sale with a reason the buyer will read', async () => {
    const fetchSpy = mockApi({
      'GET /api/sales/123': () => jsonResponse(200, makeSaleDetail()),
      'POST /api/sales/123/decline': () =>
        jsonResponse(
          200,
          makeSaleDetail({
            state: 'declined',
            canHandOver: false,
            orderStatus: 'cancelled',
            declinedAt: '2025-03-06T09:00:00.000Z',
            declineReason: 'Sold it to a classmate',
          }),
        ),
    });

    renderApp('/seller-listings/sales/123', { user: seller });

    await userEvent.click(await screen.findByRole('button', { name: 'Decline this sale' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline sale' }));
    expect(
      await within(dialog).findByText('Please tell the buyer why you are declining'),
    ).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Why are you declining?'), 'Sold it to a classmate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline sale' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      /You declined this sale on .*: Sold it to a classmate/,
    );
    expect(sentBody(fetchSpy, 'POST', '/api/sales/123/decline')).toEqual({
      reason: 'Sold it to a classmate',
    });
  });

  it('talks with the buyer: shows the conversation and sends a reply', async () => {
    const fetchSpy = mockApi({
      'GET /api/sales/123': () => jsonResponse(200, makeSaleDetail()),
      'GET /api/orders/123/messages': () =>
        jsonResponse(
          200,
          conversations([
            {
              id: 1,
              authorId: 9,
              authorRole: 'buyer',
              removed: false,
              text: 'Library at 4? <b>not bold</b>',
              createdAt: '2025-03-05T11:00:00.000Z',
              readAt: null,
            },
          ]),
        ),
      'POST /api/orders/123/messages': ({ body }) =>
        jsonResponse(201, { id: 2, authorId: 7, authorRole: 'seller', ...(body as object), readAt: null }),
    });

    renderApp('/seller-listings/sales/123', { user: seller });

    const thread = await screen.findByRole('list', { name: 'Messages with Aman Verma' });
    expect(within(thread).getByText('Library at 4? <b>not bold</b>')).toBeInTheDocument();
    const field = screen.getByLabelText('Message to Aman Verma');
    await userEvent.type(field, 'See you there');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    await expect
      .poll(() => sentBody(fetchSpy, 'POST', '/api/orders/123/messages'))
      .toEqual({ text: 'See you there' });
    await expect.poll(() => (field as HTMLTextAreaElement).value).toBe('');
  });

  it('says the sale was not found when the order is not the seller’s', async () => {
    mockApi({ 'GET /api/sales/5': () => jsonResponse(403, { message: 'This is not your sale' }) });

    renderApp('/seller-listings/sales/5', { user: seller });

    expect(await screen.findByRole('heading', { name: 'Sale not found' })).toBeInTheDocument();
  });
});

describe('rating the buyer on the sale page', () => {
  it('asks the seller about the buyer once handed over, linked to the buyer’s profile', async () => {
    mockApi({
      'GET /api/sales/123': () => jsonResponse(200, makeSaleDetail({ state: 'handed_over' })),
      'GET /api/orders/123/ratings': () =>
        jsonResponse(200, [
          {
            sellerId: 7,
            role: 'seller',
            other: { username: 'aman', name: 'Aman Verma' },
            handedOverAt: '2025-03-05T10:00:00.000Z',
            rateUntil: '2025-04-04T10:00:00.000Z',
            given: null,
            received: null,
            receivedHidden: false,
          },
        ]),
    });
    renderApp('/seller-listings/sales/123', { user: seller });
    const card = await screen.findByRole('region', { name: 'Rate the deal' });
    expect(within(card).getByRole('link', { name: 'Aman Verma' })).toHaveAttribute('href', '/u/aman');
    expect(
      within(card).getByRole('group', { name: 'How was the deal with Aman Verma?' }),
    ).toBeInTheDocument();
  });
});
