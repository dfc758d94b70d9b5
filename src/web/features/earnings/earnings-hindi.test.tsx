import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Payouts } from '../../../domain/contracts/payouts.ts';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { renderAppInHindi } from '../../test/render-in-hindi.tsx';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import '../selling/seller-listings-page.tsx';

const seller = makeUser({ id: 7, fullName: 'Rohan Mehta' });

describe('the Earnings tab in Hindi', () => {
  it('names the totals, each entry and its status in Hindi, money in Indian grouping', async () => {
    const body: Payouts = {
      pending: '0.00',
      due: '0.00',
      paid: '125000.00',
      feesOwed: '37.50',
      feesOwedOrders: [
        { orderId: 41, orderNumber: 'TXN-000041', amount: '37.50', handedOverAt: '2026-11-23T10:00:00.000Z' },
      ],
      entries: [
        {
          id: 1,
          orderId: 123,
          orderNumber: 'TXN-000123',
          kind: 'earning',
          amount: '125000.00',
          status: 'paid',
          createdAt: '2026-11-23T10:00:00.000Z',
          dueAt: '2026-11-25T18:30:00.000Z',
          paidAt: '2026-11-26T09:00:00.000Z',
          reference: 'UTR123',
        },
      ],
    };
    mockApi({
      'GET /api/products/seller/7': () => jsonResponse(200, []),
      'GET /api/payouts': () =>
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '1' },
        }),
    });

    await renderAppInHindi('/seller-listings?tab=earnings', { user: seller });

    const entries = await screen.findByRole('list', { name: 'कमाई' });
    const totals = screen.getByRole('region', { name: 'कुल कमाई' });
    expect(within(totals).getByRole('heading', { name: 'पेंडिंग' })).toBeInTheDocument();
    expect(within(totals).getByText('PassItOn आपको पेमेंट करेगा')).toBeInTheDocument();
    expect(within(entries).getByText(/बिक्री का सामान सौंपा गया/)).toBeInTheDocument();
    expect(within(entries).getByText(/रेफ़. UTR123/)).toBeInTheDocument();
    expect(within(entries).getByText('₹1,25,000.00')).toBeInTheDocument();
    expect(within(entries).getByText('पेमेंट हुआ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आपकी बकाया फ़ीस: ₹37.50' })).toBeInTheDocument();
  });
});
