import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PayoutEntry, Payouts } from '../../../domain/contracts/payouts.ts';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import '../selling/seller-listings-page.tsx';

const seller = makeUser({ id: 7, fullName: 'Rohan Mehta' });

function entry(overrides: Partial<PayoutEntry> = {}): PayoutEntry {
  return {
    id: 1,
    orderId: 123,
    orderNumber: 'TXN-000123',
    kind: 'earning',
    amount: '698.00',
    status: 'pending',
    createdAt: '2026-11-23T10:00:00.000Z',
    dueAt: '2026-11-25T18:30:00.000Z',
    paidAt: null,
    reference: null,
    ...overrides,
  };
}

/** The payouts answer with the total in X-Total-Count, as the server sends it. */
function payoutsResponse(body: Payouts, total = body.entries.length): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });
}

describe('the Earnings tab of the seller dashboard', () => {
  it('shows pending, due and paid, and each entry with its sale, amount, status and date', async () => {
    const fetchSpy = mockApi({
      'GET /api/products/seller/7': () => jsonResponse(200, []),
      'GET /api/payouts': () =>
        payoutsResponse({
          pending: '698.00',
          due: '-250.00',
          paid: '1250.00',
          feesOwed: '0.00',
          feesOwedOrders: [],
          entries: [
            entry(),
            entry({
              id: 2,
              orderId: 98,
              orderNumber: 'TXN-000098',
              kind: 'reversal',
              amount: '-250.00',
              status: 'due',
            }),
            entry({
              id: 3,
              orderId: 98,
              orderNumber: 'TXN-000098',
              amount: '250.00',
              status: 'paid',
              paidAt: '2026-11-20T10:00:00.000Z',
              reference: 'UTR123',
            }),
          ],
        }),
    });

    renderApp('/seller-listings?tab=earnings', { user: seller });

    const totals = await screen.findByRole('region', { name: 'Earnings totals' });
    expect(within(totals).getByText('₹698.00')).toBeInTheDocument();
    expect(within(totals).getByText('-₹250.00')).toBeInTheDocument();
    expect(within(totals).getByText('₹1,250.00')).toBeInTheDocument();

    const rows = within(screen.getByRole('list', { name: 'Earnings' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'TXN-000123' })).toHaveAttribute(
      'href',
      '/seller-listings/sales/123',
    );
    expect(within(rows[0] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText(/Sale handed over · Nov 23, 2026/)).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('−₹250.00')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Due')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(/Refunded to the buyer/)).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText(/ref\. UTR123/)).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([url]) => String(url) === '/api/payouts?limit=20&offset=0')).toBe(true);
  });

  it('says there are no earnings yet, with zero totals', async () => {
    mockApi({
      'GET /api/products/seller/7': () => jsonResponse(200, []),
      'GET /api/payouts': () =>
        payoutsResponse({
          pending: '0.00',
          due: '0.00',
          paid: '0.00',
          feesOwed: '0.00',
          feesOwedOrders: [],
          entries: [],
        }),
    });
    renderApp('/seller-listings?tab=earnings', { user: seller });
    expect(await screen.findByText('No earnings yet')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Earnings totals' })).getAllByText('₹0.00'),
    ).toHaveLength(3);
  });

  it('shows the fees cash sales owe, with the sales they come from, after a cash deal', async () => {
    mockApi({
      'GET /api/products/seller/7': () => jsonResponse(200, []),
      'GET /api/payouts': () =>
        payoutsResponse({
          pending: '0.00',
          due: '0.00',
          paid: '0.00',
          feesOwed: '37.50',
          feesOwedOrders: [
            {
              orderId: 41,
              orderNumber: 'TXN-000041',
              amount: '37.50',
              handedOverAt: '2026-11-23T10:00:00.000Z',
            },
          ],
          entries: [
            entry({
              id: 5,
              orderId: 41,
              orderNumber: 'TXN-000041',
              kind: 'fee_owed',
              amount: '-37.50',
              status: 'due',
            }),
          ],
        }),
    });
    renderApp('/seller-listings?tab=earnings', { user: seller });

    expect(await screen.findByRole('heading', { name: 'Fees you owe: ₹37.50' })).toBeInTheDocument();
    const fees = screen.getByRole('list', { name: 'Fees you owe' });
    expect(within(fees).getByRole('link', { name: 'TXN-000041' })).toHaveAttribute(
      'href',
      '/seller-listings/sales/41',
    );
    expect(within(fees).getByText('₹37.50')).toBeInTheDocument();
    const [row] = within(screen.getByRole('list', { name: 'Earnings' })).getAllByRole('listitem');
    expect(within(row as HTMLElement).getByText(/Cash sale: PassItOn's fee you owe/)).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('−₹37.50')).toBeInTheDocument();
    // A balance, not a payout: no "Due" badge, and no "No earnings yet" without a word about the cash deal.
    expect(within(row as HTMLElement).queryByText('Due')).not.toBeInTheDocument();
    expect(screen.queryByText('No earnings yet')).not.toBeInTheDocument();
  });

  it('says so when the earnings cannot be loaded', async () => {
    mockApi({
      'GET /api/products/seller/7': () => jsonResponse(200, []),
      'GET /api/payouts': () => jsonResponse(500, { message: 'Internal server error' }),
    });
    renderApp('/seller-listings?tab=earnings', { user: seller });
    expect(await screen.findByText('Your earnings could not be loaded')).toBeInTheDocument();
  });
});
