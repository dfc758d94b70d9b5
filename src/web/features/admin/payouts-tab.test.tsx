import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { renderAppInHindi } from '../../test/render-in-hindi.tsx';
import { makeStats } from './admin-fixtures.ts';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import './admin-page.tsx';

const admin = makeUser({ id: 1, username: 'admin', isAdmin: true });

const sellers = [
  { sellerId: 7, name: 'Rohan Mehta', due: '1250.00', pending: '349.00', feesOwed: '0.00', count: 3 },
  { sellerId: 9, name: 'Asha Rao', due: '0.00', pending: '500.00', feesOwed: '0.00', count: 1 },
  { sellerId: 11, name: 'Meera Iyer', due: '300.00', pending: '0.00', feesOwed: '37.50', count: 1 },
];

const unclaimed = [
  {
    paymentId: 41,
    providerPaymentId: 'pay_waiting41',
    providerOrderId: 'order_41',
    buyer: { id: 12, name: 'Priya Sharma', email: 'priya@example.in' },
    amount: '345.00',
    paidAt: '2026-11-24T10:00:00.000Z',
    refundDueAt: '2026-11-24T10:15:00.000Z',
    refund: null,
  },
  {
    paymentId: 38,
    providerPaymentId: 'pay_failing38',
    providerOrderId: 'order_38',
    buyer: { id: 14, name: 'Kabir Singh', email: 'kabir@example.in' },
    amount: '1150.00',
    paidAt: '2026-11-24T08:00:00.000Z',
    refundDueAt: '2026-11-24T08:15:00.000Z',
    refund: {
      status: 'failed',
      reason: 'payment_unclaimed',
      failureReason: 'The bank is not responding',
      attempts: 3,
    },
  },
];

function payoutsApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/stats': () => jsonResponse(200, makeStats()),
    'GET /api/admin/payouts': () => jsonResponse(200, sellers),
    'GET /api/admin/payments/unclaimed': () => jsonResponse(200, unclaimed),
    ...extra,
  });
}

describe('the Payouts tab of the admin dashboard', () => {
  it('lists sellers with what is due and pending, and settles one with a reference', async () => {
    const fetchSpy = payoutsApi({
      'POST /api/admin/payouts/7/settle': () =>
        jsonResponse(200, {
          sellerId: 7,
          amount: '1250.00',
          count: 2,
          reference: 'UTR987654321',
          paidAt: '2026-11-24T10:00:00.000Z',
        }),
    });
    renderApp('/admin?tab=payouts', { user: admin });
    const user = userEvent.setup({ delay: null });

    const rohan = (await screen.findByRole('rowheader', { name: 'Rohan Mehta' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(rohan).getByText('₹1,250.00')).toBeInTheDocument();
    expect(within(rohan).getByText('₹349.00')).toBeInTheDocument();
    expect(within(rohan).getByText('3')).toBeInTheDocument();
    // Nothing due yet: nothing to settle.
    expect(screen.getByRole('button', { name: 'Settle Asha Rao' })).toBeDisabled();

    await user.click(within(rohan).getByRole('button', { name: 'Settle Rohan Mehta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay Rohan Mehta' });
    expect(within(dialog).getByText(/Send ₹1,250.00 to Rohan Mehta/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(within(dialog).getByLabelText('Payment reference')).toHaveAccessibleDescription(
      /Please enter the payment reference/,
    );
    expect(sentBody(fetchSpy, 'POST', '/api/admin/payouts/7/settle')).toBeUndefined();

    await user.type(within(dialog).getByLabelText('Payment reference'), '  UTR987654321 ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetchSpy, 'POST', '/api/admin/payouts/7/settle')).toEqual({ reference: 'UTR987654321' });
    expect(await screen.findByText(/₹1,250.00 paid, reference UTR987654321/)).toBeInTheDocument();
  });

  it("shows the fees each seller's cash sales owe, kept back from what is sent", async () => {
    payoutsApi();
    renderApp('/admin?tab=payouts', { user: admin });
    const user = userEvent.setup({ delay: null });
    const meera = (await screen.findByRole('rowheader', { name: 'Meera Iyer' })).closest('tr') as HTMLElement;
    expect(within(meera).getByText('₹37.50')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Fees owed' })).toBeInTheDocument();
    await user.click(within(meera).getByRole('button', { name: 'Settle Meera Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay Meera Iyer' });
    expect(within(dialog).getByText(/Send ₹262.50 to Meera Iyer/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/₹37.50 of the fees their cash sales owe is kept back/),
    ).toBeInTheDocument();
  });

  it('records the fees a seller paid the platform, checking the amount and reference, then shows what is still owed', async () => {
    let owed = '37.50';
    const fetchSpy = payoutsApi({
      'GET /api/admin/payouts': () =>
        jsonResponse(
          200,
          sellers.map((seller) => (seller.sellerId === 11 ? { ...seller, feesOwed: owed } : seller)),
        ),
      'POST /api/admin/payouts/11/fees-paid': () => {
        owed = '12.50';
        return jsonResponse(200, {
          sellerId: 11,
          amount: '25.00',
          feesOwed: '12.50',
          reference: 'UPI-77',
          paidAt: '2026-11-24T10:00:00.000Z',
        });
      },
    });
    renderApp('/admin?tab=payouts', { user: admin });
    const user = userEvent.setup({ delay: null });
    const meera = (await screen.findByRole('rowheader', { name: 'Meera Iyer' })).closest('tr') as HTMLElement;
    // Only a seller who owes fees has them to pay.
    expect(screen.queryByRole('button', { name: 'Record fees paid by Rohan Mehta' })).not.toBeInTheDocument();

    await user.click(within(meera).getByRole('button', { name: 'Record fees paid by Meera Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fees paid by Meera Iyer' });
    expect(
      within(dialog).getByText(/Meera Iyer owes ₹37.50 in the fees of their cash sales/),
    ).toBeInTheDocument();
    const amount = within(dialog).getByLabelText('Amount paid (₹)');
    const reference = within(dialog).getByLabelText('Payment reference');
    const record = within(dialog).getByRole('button', { name: 'Record payment' });

    await user.click(record);
    expect(amount).toHaveAccessibleDescription(/Please enter the amount paid/);
    expect(reference).toHaveAccessibleDescription(/Please enter the payment reference/);
    for (const [typed, message] of [
      ['ten', 'Please enter the amount in rupees, such as 250 or 250.50'],
      ['0', 'The amount must be more than ₹0'],
      ['37.51', 'This seller owes only ₹37.50 in fees'],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(record);
      expect(amount).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(sentBody(fetchSpy, 'POST', '/api/admin/payouts/11/fees-paid')).toBeUndefined();

    await user.clear(amount);
    await user.type(amount, ' 25 ');
    await user.type(reference, ' UPI-77 ');
    await user.click(record);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetchSpy, 'POST', '/api/admin/payouts/11/fees-paid')).toEqual({
      amount: '25',
      reference: 'UPI-77',
    });
    expect(
      await screen.findByText('₹25.00 received, reference UPI-77. Fees still owed: ₹12.50.'),
    ).toBeInTheDocument();
    expect(await within(meera).findByText('₹12.50')).toBeInTheDocument();
  });

  it('says why the fees payment could not be recorded', async () => {
    payoutsApi({
      'POST /api/admin/payouts/11/fees-paid': () =>
        jsonResponse(409, {
          message: 'This seller owes only ₹10.00 in fees',
          code: 'payout.fees_paid_too_much',
          params: { owed: '₹10.00' },
        }),
    });
    renderApp('/admin?tab=payouts', { user: admin });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Record fees paid by Meera Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fees paid by Meera Iyer' });
    await user.type(within(dialog).getByLabelText('Amount paid (₹)'), '20');
    await user.type(within(dialog).getByLabelText('Payment reference'), 'UPI-9');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Failed to record the fees payment.')).toBeInTheDocument();
    expect(screen.getByText('This seller owes only ₹10.00 in fees')).toBeInTheDocument();
  });

  it('records fees paid in Hindi', async () => {
    payoutsApi();
    await renderAppInHindi('/admin?tab=payouts', { user: admin });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Meera Iyer की चुकाई गई फ़ीस दर्ज करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meera Iyer ने फ़ीस चुकाई' });
    await user.type(within(dialog).getByLabelText('पेमेंट की गई रकम (₹)'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'पेमेंट दर्ज करें' }));
    expect(within(dialog).getByLabelText('पेमेंट की गई रकम (₹)')).toHaveAccessibleDescription(
      expect.stringContaining('इस विक्रेता पर सिर्फ़ ₹37.50 फ़ीस बकाया है'),
    );
    expect(within(dialog).getByLabelText('पेमेंट रेफ़रेंस')).toHaveAccessibleDescription(
      expect.stringContaining('कृपया पेमेंट रेफ़रेंस डालें'),
    );
  });

  it('tells the admin when the payout could not be recorded', async () => {
    payoutsApi({
      'POST /api/admin/payouts/7/settle': () =>
        jsonResponse(409, { message: 'Nothing is due to this seller' }),
    });
    renderApp('/admin?tab=payouts', { user: admin });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Settle Rohan Mehta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay Rohan Mehta' });
    await user.type(within(dialog).getByLabelText('Payment reference'), 'UTR1');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(await screen.findByText('Nothing is due to this seller')).toBeInTheDocument();
  });

  it('says when no payouts are waiting and every payment has its order', async () => {
    payoutsApi({
      'GET /api/admin/payouts': () => jsonResponse(200, []),
      'GET /api/admin/payments/unclaimed': () => jsonResponse(200, []),
    });
    renderApp('/admin?tab=payouts', { user: admin });
    expect(await screen.findByText('No payouts waiting')).toBeInTheDocument();
    expect(await screen.findByText('Every payment has its order')).toBeInTheDocument();
  });
});

describe('payments without an order', () => {
  it('lists each with its buyer and amount: waiting ones with their refund time, failing refunds with the reason', async () => {
    payoutsApi();
    renderApp('/admin?tab=payouts', { user: admin });
    const section = await screen.findByRole('region', { name: 'Payments without an order' });

    const priya = (await within(section).findByRole('rowheader', { name: /Priya Sharma/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(priya).getByText('₹345.00')).toBeInTheDocument();
    expect(within(priya).getByText('pay_waiting41')).toBeInTheDocument();
    expect(within(priya).getByText(/Waiting for an order · refund at/)).toBeInTheDocument();

    const kabir = within(section)
      .getByRole('rowheader', { name: /Kabir Singh/ })
      .closest('tr') as HTMLElement;
    expect(within(kabir).getByText('Refund not through yet')).toBeInTheDocument();
    expect(
      within(kabir).getByText('Payment not used for an order · The bank is not responding (3 attempts)'),
    ).toBeInTheDocument();
  });

  it('are announced on the first tab, with the way to them', async () => {
    payoutsApi();
    renderApp('/admin', { user: admin });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText(/2 payments without an order/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See payments' }));
    expect(await screen.findByRole('region', { name: 'Payments without an order' })).toBeInTheDocument();
  });
});
