import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { renderAppInHindi } from '../../test/render-in-hindi.tsx';
import { makeSale, makeSaleDetail } from './sale-fixtures.ts';
// Loaded up front, so the lazy routes resolve at once instead of racing the first findBy.
import './sale-page.tsx';
import '../selling/seller-listings-page.tsx';

const seller = makeUser({ id: 7, fullName: 'Rohan Mehta' });

describe('the sales pages in Hindi', () => {
  it('shows the sale, the hand-over and its code check in Hindi, the buyer’s words as written', async () => {
    mockApi({
      'GET /api/sales/123': () => jsonResponse(200, makeSaleDetail({ codeTriesLeft: 4 })),
      'GET /api/orders/123/messages': () =>
        jsonResponse(200, { orderId: 123, canWrite: true, conversations: [] }),
    });
    const user = userEvent.setup({ delay: null });

    await renderAppInHindi('/seller-listings/sales/123', { user: seller });

    expect(await screen.findByRole('heading', { name: 'TXN-000123' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'आपकी बिक्री' })).toHaveAttribute(
      'href',
      '/seller-listings?tab=sales',
    );
    expect(screen.getByText(/ख़रीदार से मिलें, सामान दें और ₹[\d,.]+ कैश ले लें/)).toBeInTheDocument();
    // The date, the way to pay and the status in Hindi, in the header and the timeline.
    expect(
      screen.getByText(/^5 मार्च 2025 को \d{1,2}:\d{2} (am|pm) बजे ऑर्डर हुआ · कैश ऑन डिलीवरी · /),
    ).toBeInTheDocument();
    expect(screen.getAllByText('पेंडिंग (COD)')).toHaveLength(2);
    expect(screen.getByText(/^5 मार्च 2025 को \d{1,2}:\d{2} (am|pm) बजे$/)).toBeInTheDocument();
    expect(screen.getByText('कॉलेज: COEP Technological University')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 91234 56780 पर कॉल करें' })).toBeInTheDocument();
    expect(screen.getByText('15 मिनट रुकने से पहले 4 कोशिशें बाक़ी हैं।')).toBeInTheDocument();

    await user.type(screen.getByLabelText('ख़रीदार से मिला हैंड-ओवर कोड'), '12a4');
    await user.click(screen.getByRole('button', { name: 'सामान सौंपना पक्का करें' }));
    expect(await screen.findByText('ख़रीदार से मिला 6 अंकों का कोड डालें')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'इस बिक्री से मना करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'TXN-000123 में अपने हिस्से से मना करें?' });
    await user.click(within(dialog).getByRole('button', { name: 'बिक्री से मना करें' }));
    expect(await within(dialog).findByText('कृपया ख़रीदार को बताएँ कि आप मना क्यों कर रहे हैं')).toBeInTheDocument();
  });

  it('lists the sales in the dashboard’s Sales tab with Hindi labels and plurals', async () => {
    mockApi({
      'GET /api/products/seller/7': () => jsonResponse(200, []),
      'GET /api/sales': () =>
        new Response(JSON.stringify([makeSale({ unreadMessages: 2 })]), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '1' },
        }),
    });

    await renderAppInHindi('/seller-listings?tab=sales', { user: seller });

    const sale = await screen.findByRole('article', { name: 'TXN-000123' });
    expect(screen.getByRole('heading', { level: 1, name: 'सेलर डैशबोर्ड' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'बिक्री', selected: true })).toBeInTheDocument();
    expect(within(sale).getByText(/^5 मार्च 2025 · सामान सौंपने का इंतज़ार/)).toBeInTheDocument();
    expect(within(sale).getByText('पेंडिंग (COD)')).toBeInTheDocument();
    expect(within(sale).getByText('मिलने की जगह')).toBeInTheDocument();
    expect(within(sale).getByText('2 नए मैसेज')).toBeInTheDocument();
    expect(within(sale).getByRole('link', { name: 'बिक्री TXN-000123 खोलें' })).toHaveAttribute(
      'href',
      '/seller-listings/sales/123',
    );
  });
});
