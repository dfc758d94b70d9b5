import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '../../../domain/contracts/orders.ts';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { makeOrderDetail, makeOrderItem } from '../../test/order-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { renderAppInHindi } from '../../test/render-in-hindi.tsx';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import './order-page.tsx';
import './receipt-page.tsx';

/** Two sellers, two tiers: ₹349 × 2 at 15 % and ₹1,200 at 10 %, paid online on 24 Nov 2026 at 7:05 pm in India. */
const twoSellers = makeOrderDetail({
  createdAt: '2026-11-24T13:35:00.000Z',
  subtotal: '1898.00',
  commission: '224.70',
  totalAmount: '2122.70',
  items: [
    makeOrderItem({ quantity: 2, platformFee: '104.70' }),
    makeOrderItem({
      id: 2,
      productId: 43,
      sellerId: 4,
      price: '1200.00',
      productPrice: '1200.00',
      platformFee: '120.00',
      productTitle: 'Concepts of Physics Vol. 1 and 2',
      sellerName: 'Asha Rao',
    }),
  ],
});

function row(name: string) {
  const cell = screen.getByText(name);
  const line = cell.closest('tr');
  if (!line) throw new Error(`no row for ${name}`);
  return within(line);
}

function sum(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  const pair = term.parentElement;
  if (!pair) throw new Error(`no figure for ${label}`);
  return within(pair);
}

/** The buyer cancelled the paid order on 5 March at 18:45 UTC… */
const cancelledByBuyer: OrderDetail['statusHistory'][number] = {
  fromStatus: 'paid',
  toStatus: 'cancelled',
  note: null,
  noteKind: null,
  noteParams: null,
  createdAt: '2025-03-05T18:45:00.000Z',
  changedBy: 'buyer',
  changedByName: 'Priya Sharma',
};

/** …and the seller's share was refunded a minute later. */
const refundOnCancel: OrderDetail['refunds'][number] = {
  id: 1,
  sellerId: 3,
  sellerName: 'Rohan Mehta',
  reason: 'order_cancelled',
  amount: '401.35',
  status: 'processed',
  failureReason: null,
  createdAt: '2025-03-05T18:45:00.000Z',
  processedAt: '2025-03-05T18:46:00.000Z',
};

describe('the receipt of an order', () => {
  it('shows its number, the order, India time, the buyer, each line and the figures the order stored', async () => {
    mockApi({ 'GET /api/orders/detail/123': () => jsonResponse(200, twoSellers) });

    renderApp('/orders/123/receipt', { user: makeUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    expect(document.title).toBe('Receipt RCPT-000123 | PassItOn');
    expect(screen.getByText('RCPT-000123')).toBeInTheDocument();
    expect(screen.getByText('TXN-000123')).toBeInTheDocument();
    expect(screen.getByText('24 Nov 2026, 7:05 pm IST')).toBeInTheDocument();
    expect(screen.getByText('Priya Sharma')).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();

    const grewal = row('Engineering Mathematics by B.S. Grewal');
    expect(grewal.getByText('Seller: Rohan Mehta')).toBeInTheDocument();
    expect(grewal.getByText('2')).toBeInTheDocument();
    expect(grewal.getByText('₹349.00')).toBeInTheDocument();
    expect(grewal.getByText('₹698.00')).toBeInTheDocument();
    const physics = row('Concepts of Physics Vol. 1 and 2');
    expect(physics.getByText('Seller: Asha Rao')).toBeInTheDocument();
    expect(physics.getAllByText('₹1,200.00')).toHaveLength(2);

    expect(sum("Subtotal (sellers' prices)").getByText('₹1,898.00')).toBeInTheDocument();
    // Lines of two tiers: the effective rate, as the order page's fee breakdown shows it.
    expect(sum('Platform fee (11.8%)').getByText('₹224.70')).toBeInTheDocument();
    expect(sum('Collected in person').getByText('No delivery charge')).toBeInTheDocument();
    expect(sum('Total').getByText('₹2,122.70')).toBeInTheDocument();
    expect(screen.getByText('Payment Gateway')).toBeInTheDocument();
    expect(screen.getByText('pay_sim_1')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByText('Refunded')).not.toBeInTheDocument();
  });

  it('shows one tier’s rate, and no payment id for cash on delivery', async () => {
    mockApi({
      'GET /api/orders/detail/123': () =>
        jsonResponse(200, makeOrderDetail({ paymentMethod: 'cod', paymentId: null, status: 'pending_cod' })),
    });

    renderApp('/orders/123/receipt', { user: makeUser() });

    expect(await screen.findByText('Platform fee (15%)')).toBeInTheDocument();
    expect(sum('Total').getByText('₹401.35')).toBeInTheDocument();
    expect(screen.getByText('Cash on Delivery')).toBeInTheDocument();
    expect(screen.queryByText('Payment ID')).not.toBeInTheDocument();
    expect(screen.getByText('Pending (COD)')).toBeInTheDocument();
  });

  it('prints the page with the Print button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    mockApi({ 'GET /api/orders/detail/123': () => jsonResponse(200, twoSellers) });
    renderApp('/orders/123/receipt', { user: makeUser() });

    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Print' }));

    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', '/orders/123');
  });

  it('says clearly that a cancelled order was cancelled, and what has been refunded', async () => {
    mockApi({
      'GET /api/orders/detail/123': () =>
        jsonResponse(
          200,
          makeOrderDetail({
            status: 'cancelled',
            canCancel: false,
            refundStatus: 'processed',
            statusHistory: [
              {
                fromStatus: null,
                toStatus: 'paid',
                note: null,
                noteKind: null,
                noteParams: null,
                createdAt: '2025-03-05T10:00:00.000Z',
                changedBy: 'buyer',
                changedByName: 'Priya Sharma',
              },
              cancelledByBuyer,
            ],
            refunds: [refundOnCancel],
          }),
        ),
    });

    renderApp('/orders/123/receipt', { user: makeUser() });

    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('This order was cancelled on 6 Mar 2025, 12:15 am IST.');
    expect(notice).toHaveTextContent('₹401.35 has been refunded to the buyer.');
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(sum('Total').getByText('₹401.35')).toBeInTheDocument();
    expect(sum('Refunded').getByText('−₹401.35')).toBeInTheDocument();
    expect(sum('Net paid').getByText('₹0.00')).toBeInTheDocument();
    const refunds = screen.getByRole('list', { name: 'Refunds on this receipt' });
    expect(within(refunds).getByText('Order cancelled · Rohan Mehta')).toBeInTheDocument();
    expect(
      within(refunds).getByText('₹401.35 · Refund processed on 6 Mar 2025, 12:16 am IST'),
    ).toBeInTheDocument();
  });

  it('says a refund still on its way is on its way, and that a cancelled cash order cost nothing', async () => {
    mockApi({
      'GET /api/orders/detail/123': () =>
        jsonResponse(
          200,
          makeOrderDetail({
            status: 'cancelled',
            refunds: [
              {
                id: 1,
                sellerId: 3,
                sellerName: 'Rohan Mehta',
                reason: 'order_cancelled',
                amount: '401.35',
                status: 'pending',
                failureReason: null,
                createdAt: '2025-03-05T18:45:00.000Z',
                processedAt: null,
              },
            ],
          }),
        ),
      'GET /api/orders/detail/124': () =>
        jsonResponse(
          200,
          makeOrderDetail({ id: 124, status: 'cancelled', paymentMethod: 'cod', paymentId: null }),
        ),
    });

    const { router } = renderApp('/orders/123/receipt', { user: makeUser() });
    expect(await screen.findByRole('note')).toHaveTextContent('A refund of ₹401.35 is on its way.');
    expect(screen.queryByText('Net paid')).not.toBeInTheDocument();

    await router.navigate('/orders/124/receipt');
    expect(await screen.findByText('RCPT-000124')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Nothing was paid for it.');
  });

  it('says the order was not found when it is not the buyer’s', async () => {
    mockApi({ 'GET /api/orders/detail/5': () => jsonResponse(403, { message: 'This is not your order' }) });

    renderApp('/orders/5/receipt', { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByText('This order belongs to another account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('says an order that does not exist, or was removed, is not found', async () => {
    mockApi({ 'GET /api/orders/detail/6': () => jsonResponse(404, { message: 'Order not found' }) });

    renderApp('/orders/6/receipt', { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no such order, or it has been removed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('is opened from the order page by "Download receipt"', async () => {
    mockApi({ 'GET /api/orders/detail/123': () => jsonResponse(200, twoSellers) });
    const { router } = renderApp('/orders/123', { user: makeUser() });

    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('link', { name: 'Download receipt' }));

    expect(await screen.findByText('RCPT-000123')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders/123/receipt');
  });
});

describe('the receipt in Hindi', () => {
  it('says in Hindi that a cancelled order was cancelled and refunded, the names and figures as they are', async () => {
    mockApi({
      'GET /api/orders/detail/123': () =>
        jsonResponse(
          200,
          makeOrderDetail({
            status: 'cancelled',
            canCancel: false,
            statusHistory: [cancelledByBuyer],
            refunds: [refundOnCancel],
          }),
        ),
    });

    await renderAppInHindi('/orders/123/receipt', { user: makeUser() });

    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('यह ऑर्डर 6 मार्च 2025, 12:15 am IST को कैंसल हुआ।');
    expect(notice).toHaveTextContent('ख़रीदार को ₹401.35 रिफ़ंड कर दिए गए हैं।');
    expect(screen.getByRole('heading', { level: 1, name: 'रसीद' })).toBeInTheDocument();
    expect(screen.getByText('कैंसल')).toBeInTheDocument();
    // Every date in the reader's language (issue 33): the receipt's own, not only the notice's.
    expect(screen.getByText('5 मार्च 2025, 3:30 pm IST')).toBeInTheDocument();
    const refunds = screen.getByRole('list', { name: 'इस रसीद के रिफ़ंड' });
    expect(within(refunds).getByText('ऑर्डर कैंसल हुआ · Rohan Mehta')).toBeInTheDocument();
  });
});
