import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrderPart } from '../../../domain/contracts/orders.ts';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { makeOrderDetail, makeOrderItem } from '../../test/order-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { renderAppInHindi } from '../../test/render-in-hindi.tsx';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import './order-page.tsx';

/** The fixture order's one part: Rohan Mehta's, waiting for the hand-over. */
function fixturePart(): OrderPart {
  const [part] = makeOrderDetail().parts;
  if (!part) throw new Error('the fixture order has no part');
  return part;
}

describe('the order page', () => {
  it('shows the items, the seller to call for pickup, the address, the payment and the status history', async () => {
    mockApi({
      'GET /api/orders/detail/123': () =>
        jsonResponse(
          200,
          makeOrderDetail({
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
              {
                fromStatus: 'paid',
                toStatus: 'shipped',
                note: 'Changed by an admin',
                noteKind: 'changed_by_admin',
                noteParams: {},
                createdAt: '2025-03-06T10:00:00.000Z',
                changedBy: 'admin',
                changedByName: null,
              },
            ],
            status: 'shipped',
          }),
        ),
    });

    renderApp('/orders/123', { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'TXN-000123' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Engineering Mathematics by B.S. Grewal' })).toHaveAttribute(
      'href',
      '/product/42',
    );
    expect(screen.getByRole('link', { name: 'Call +91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(screen.getByRole('link', { name: 'E-mail rohan@example.in' })).toHaveAttribute(
      'href',
      'mailto:rohan@example.in',
    );
    expect(screen.getByText('12 MG Road, Shivajinagar')).toBeInTheDocument();
    expect(screen.getByText('Pune, Maharashtra 411005')).toBeInTheDocument();
    expect(screen.getByText('Payment Gateway')).toBeInTheDocument();
    expect(screen.getByText('pay_sim_1')).toBeInTheDocument();
    expect(screen.getByText('Discounted Platform Fee (15%)')).toBeInTheDocument();
    expect(screen.getByText('Changed by an admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('tells the buyer where to collect from each seller while the hand-over is to come', async () => {
    const place = {
      institution: 'COEP',
      address: 'Main gate',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: null,
    };
    mockApi({
      'GET /api/orders/detail/123': () =>
        jsonResponse(
          200,
          makeOrderDetail({
            status: 'pending_cod',
            paymentMethod: 'cod',
            parts: [
              {
                ...fixturePart(),
                sellerId: 3,
                sellerName: 'Rohan Mehta',
                pickupPlaces: [
                  { ...place, productTitles: ['HC Verma Vol 1'] },
                  { ...place, address: 'Hostel 4, room 212', productTitles: ['Lab coat', 'Drafter'] },
                ],
              },
              {
                ...fixturePart(),
                sellerId: 4,
                sellerName: 'Asha Rao',
                handoverCode: '551234',
                pickupPlaces: [
                  {
                    ...place,
                    institution: null,
                    address: null,
                    city: null,
                    state: null,
                    productTitles: ['Notes'],
                  },
                ],
              },
            ],
          }),
        ),
    });

    renderApp('/orders/123', { user: makeUser() });

    const handOver = within(await screen.findByRole('region', { name: 'Hand-over' }));
    expect(handOver.getByText('Collect HC Verma Vol 1 from:')).toBeInTheDocument();
    expect(handOver.getByText('Main gate')).toBeInTheDocument();
    expect(handOver.getByText('Collect Lab coat, Drafter from:')).toBeInTheDocument();
    expect(handOver.getByText('Hostel 4, room 212')).toBeInTheDocument();
    expect(handOver.getAllByText('Pune, Maharashtra')).toHaveLength(2);
    expect(
      handOver.getByText('No pickup place given: ask the seller in the messages below.'),
    ).toBeInTheDocument();
    // The buyer's own details are for the hand-over, not a delivery.
    expect(
      screen.getByRole('heading', { name: 'Your contact details for the hand-over' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Delivery address')).not.toBeInTheDocument();
    expect(screen.getByText('Collected in person')).toBeInTheDocument();
    expect(screen.getByText('No delivery charge')).toBeInTheDocument();
  });

  it('shows no pickup place once the part is handed over', async () => {
    mockApi({
      'GET /api/orders/detail/123': () =>
        jsonResponse(
          200,
          makeOrderDetail({
            status: 'delivered',
            parts: [
              {
                ...fixturePart(),
                state: 'handed_over',
                handoverCode: null,
                handedOverAt: '2025-03-06T10:00:00.000Z',
              },
            ],
          }),
        ),
    });

    renderApp('/orders/123', { user: makeUser() });

    expect(await screen.findByText(/^Handed over/)).toBeInTheDocument();
    expect(screen.queryByText('Collect from:')).not.toBeInTheDocument();
  });

  it('says the order was not found when it is not the buyer’s', async () => {
    mockApi({ 'GET /api/orders/detail/5': () => jsonResponse(403, { message: 'This is not your order' }) });

    renderApp('/orders/5', { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByText('This order belongs to another account.')).toBeInTheDocument();
  });

  it('says an order that was removed (a notification can still name it) is gone, not someone else’s', async () => {
    mockApi({ 'GET /api/orders/detail/6': () => jsonResponse(404, { message: 'Order not found' }) });

    renderApp('/orders/6', { user: makeUser() });

    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no such order, or it has been removed.')).toBeInTheDocument();
    expect(screen.queryByText(/another account/)).toBeNull();
  });
});

describe("the order page's refunds", () => {
  it('shows each refund with its amount, why and where it stands', async () => {
    mockApi({
      'GET /api/orders/detail/123': () =>
        jsonResponse(
          200,
          makeOrderDetail({
            status: 'cancelled',
            canCancel: false,
            refundStatus: 'failed',
            refunds: [
              {
                id: 1,
                sellerId: 3,
                sellerName: 'Rohan Mehta',
                reason: 'part_declined',
                amount: '575.00',
                status: 'processed',
                failureReason: null,
                createdAt: '2025-03-06T10:00:00.000Z',
                processedAt: '2025-03-06T10:01:00.000Z',
              },
              {
                id: 2,
                sellerId: 4,
                sellerName: 'Asha Rao',
                reason: 'order_cancelled',
                amount: '1150.00',
                status: 'failed',
                failureReason: null,
                createdAt: '2025-03-07T10:00:00.000Z',
                processedAt: null,
              },
            ],
          }),
        ),
    });
    renderApp('/orders/123', { user: makeUser() });

    const refunds = await screen.findByRole('list', { name: 'Refunds' });
    const [declined, cancelled] = within(refunds).getAllByRole('listitem');
    if (!declined || !cancelled) throw new Error('expected two refunds');
    expect(within(declined).getByText('₹575.00')).toBeInTheDocument();
    expect(within(declined).getByText('Refund processed')).toBeInTheDocument();
    expect(within(declined).getByText('Declined by the seller · Rohan Mehta')).toBeInTheDocument();
    expect(
      within(declined).getByText(
        'Processed on Mar 6, 2025. It can take 3-5 business days to reach your account.',
      ),
    ).toBeInTheDocument();
    expect(within(cancelled).getByText('₹1,150.00')).toBeInTheDocument();
    expect(within(cancelled).getByText('Refund not through yet')).toBeInTheDocument();
    expect(
      within(cancelled).getByText(
        'The payment gateway could not refund it yet. We will try again automatically.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Refund · Not through yet, retrying')).toBeInTheDocument();
  });

  it('shows no refunds section for an order without refunds', async () => {
    mockApi({ 'GET /api/orders/detail/123': () => jsonResponse(200, makeOrderDetail()) });
    renderApp('/orders/123', { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'TXN-000123' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Refunds' })).not.toBeInTheDocument();
  });
});

describe("the order page's notes and documents", () => {
  const notes = makeOrderItem({
    productId: 77,
    productTitle: 'Thermodynamics handwritten notes',
    product: {
      id: 77,
      title: 'Thermodynamics handwritten notes',
      images: [],
      category: 'Handwritten Notes',
      documentCount: 1,
    },
  });
  const files = () => jsonResponse(200, { files: ['0b6c.pdf'] });

  it('keeps them locked, without asking for them, until a cash-on-delivery order is collected', async () => {
    const fetchSpy = mockApi({
      'GET /api/orders/detail/123': () =>
        jsonResponse(
          200,
          makeOrderDetail({
            paymentMethod: 'cod',
            status: 'pending_cod',
            paymentId: null,
            documentAccess: 'none',
            items: [notes],
          }),
        ),
    });
    renderApp('/orders/123', { user: makeUser() });

    expect(
      await screen.findByText('The documents unlock when you collect this order and pay the seller.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Document 1/ })).not.toBeInTheDocument();
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).not.toContain('/api/products/77/files');
  });

  it("offers a collected order's documents as plain downloads", async () => {
    mockApi({
      'GET /api/orders/detail/123': () =>
        jsonResponse(
          200,
          makeOrderDetail({ status: 'delivered', canCancel: false, documentAccess: 'open', items: [notes] }),
        ),
      'GET /api/products/77/files': files,
    });
    renderApp('/orders/123', { user: makeUser() });

    expect(await screen.findByRole('link', { name: 'Document 1 (PDF)' })).toHaveAttribute(
      'href',
      '/api/products/77/files/0b6c.pdf',
    );
  });

  it('asks before the first download of a paid order, then reads the order again without its cancel button', async () => {
    let downloaded = false;
    const paid = makeOrderDetail({
      status: 'paid',
      canCancel: true,
      documentAccess: 'on-download',
      items: [notes],
    });
    mockApi({
      'GET /api/orders/detail/123': () =>
        jsonResponse(200, downloaded ? { ...paid, canCancel: false, documentAccess: 'open' } : paid),
      'GET /api/products/77/files': files,
      'GET /api/products/77/files/0b6c.pdf': () => {
        downloaded = true;
        return new Response('%PDF-1.4', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="notes-1.pdf"',
          },
        });
      },
    });
    // jsdom keeps no files: the download ends at the link the browser would follow.
    URL.createObjectURL = vi.fn(() => 'blob:notes');
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/orders/123', { user: makeUser() });
    const user = userEvent.setup({ delay: null });

    expect(
      await screen.findByText('Downloading them ends free cancellation of this order.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Document 1 (PDF)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Download and keep TXN-000123?' });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(clicked.mock.contexts[0]).toMatchObject({ href: 'blob:notes', download: 'notes-1.pdf' });
    expect(await screen.findByRole('link', { name: 'Document 1 (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});

describe('the order page in Hindi', () => {
  it('shows the order in Hindi, the listing, names, places and contact as they were written', async () => {
    mockApi({
      'GET /api/orders/detail/123': () =>
        jsonResponse(
          200,
          makeOrderDetail({
            status: 'pending_cod',
            paymentMethod: 'cod',
            paymentId: null,
            statusHistory: [
              {
                fromStatus: null,
                toStatus: 'pending_cod',
                note: null,
                noteKind: null,
                noteParams: null,
                createdAt: '2025-03-05T10:00:00.000Z',
                changedBy: 'buyer',
                changedByName: 'Priya Sharma',
              },
            ],
          }),
        ),
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
    });

    await renderAppInHindi('/orders/123', { user: makeUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'TXN-000123' })).toBeInTheDocument();
    // The badge and the timeline's step, each in Hindi; the dates in Hindi's own words, day first.
    expect(screen.getAllByText('पेंडिंग (COD)')).toHaveLength(2);
    expect(screen.getByText(/^5 मार्च 2025 को \d{1,2}:\d{2} (am|pm) बजे ऑर्डर किया$/)).toBeInTheDocument();
    expect(screen.getByText(/^5 मार्च 2025 को \d{1,2}:\d{2} (am|pm) बजे$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सामान लेने के लिए बेचने वाले का संपर्क' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 98765 43210 पर कॉल करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Engineering Mathematics by B.S. Grewal' })).toBeInTheDocument();
    expect(screen.getByText('Pune, Maharashtra 411005')).toBeInTheDocument();
    // Where to collect, in Hindi; the place as the seller wrote it.
    expect(screen.getByText('यहाँ से लें:')).toBeInTheDocument();
    expect(screen.getByText('Main gate, FC Road')).toBeInTheDocument();
    expect(screen.getByText('Pune, 411004')).toBeInTheDocument();
    expect(screen.getByText('कैश ऑन डिलीवरी')).toBeInTheDocument();
    expect(screen.getByText('कुल')).toBeInTheDocument();
    expect(screen.getByText('Priya Sharma ने (ख़रीदार)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ऑर्डर कैंसल करें' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Rohan Mehta को मैसेज' })).toBeInTheDocument();
    expect(screen.getByText('अभी कोई मैसेज नहीं। नमस्ते कहें और मिलने की जगह तय करें।')).toBeInTheDocument();
  });
});
