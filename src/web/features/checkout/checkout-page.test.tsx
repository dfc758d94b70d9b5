import { act, screen, waitFor, within } from '@testing-library/react';
import { type UserEvent, userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, mockApi, sentBody } from '../../test/api-mock.ts';
import { makeCartItem, makeProductDetail } from '../../test/cart-fixtures.ts';
import { makeOrderDetail } from '../../test/order-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { renderAppInHindi } from '../../test/render-in-hindi.tsx';
// Loaded up front, so the lazy route resolves at once instead of racing the first findBy.
import './checkout-page.tsx';

const priya = makeUser();
const siteConfig = () =>
  jsonResponse(200, {
    contactEmail: 'help@example.in',
    contactPhone: '9000000000',
    paymentGateway: 'simulated',
  });
// ₹349 × 2 at 15%: ₹698.00 + ₹104.70 = ₹802.70.
const cart = () => jsonResponse(200, [makeCartItem({ id: 5, productId: 42, quantity: 2 })]);

function placedOrder(overrides: object = {}) {
  return jsonResponse(201, {
    id: 123,
    userId: 7,
    totalAmount: '802.70',
    status: 'pending_cod',
    ...overrides,
  });
}

/** The Idempotency-Key of each POST /api/orders, in the order they were sent. */
function idempotencyKeysSent(fetchSpy: ReturnType<typeof mockApi>): (string | undefined)[] {
  return fetchSpy.mock.calls
    .filter(([input, init]) => String(input) === '/api/orders' && init?.method === 'POST')
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key') ?? undefined);
}

async function fillHomeAddress(user: UserEvent) {
  await user.type(screen.getByLabelText('Complete address'), '12 MG Road, Shivajinagar');
  await user.type(screen.getByLabelText('City'), 'Pune');
  await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
  await user.type(screen.getByLabelText('Pincode'), '411005');
}

describe('the checkout page', () => {
  it('asks for the institution only when delivering to a university or college', async () => {
    mockApi({ 'GET /api/site-config': siteConfig, 'GET /api/cart/7': cart });
    renderApp('/checkout', { user: priya });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByLabelText('Complete address')).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toBeInTheDocument();
    expect(screen.queryByLabelText('University name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'University' }));
    expect(screen.getByLabelText('University name')).toBeInTheDocument();
    for (const homeField of ['Complete address', 'City', 'State', 'Pincode']) {
      expect(screen.queryByLabelText(homeField)).not.toBeInTheDocument();
    }

    await user.click(screen.getByRole('radio', { name: 'College' }));
    expect(screen.getByLabelText('College name')).toBeInTheDocument();
    expect(screen.queryByLabelText('University name')).not.toBeInTheDocument();
  });

  it('asks for the buyer’s contact for a hand-over in person, not for a delivery, and charges none', async () => {
    mockApi({ 'GET /api/site-config': siteConfig, 'GET /api/cart/7': cart });
    renderApp('/checkout', { user: priya });

    expect(
      await screen.findByRole('heading', { name: 'Your contact details for the hand-over' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "You collect your items from each seller in person. Sellers see these details to arrange the hand-over; each seller's pickup place is on your order page once you order.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Delivery details')).not.toBeInTheDocument();
    // The spec's fields stay.
    expect(screen.getByRole('group', { name: 'Address type' })).toBeInTheDocument();
    expect(screen.getByLabelText('Complete address')).toBeInTheDocument();
    const summary = within(screen.getByText('Collected in person').closest('dl') as HTMLElement);
    expect(summary.getByText('No delivery charge')).toBeInTheDocument();
    expect(summary.queryByText('Delivery')).not.toBeInTheDocument();
    expect(summary.queryByText('Free')).not.toBeInTheDocument();
  });

  it('says plainly that payments are a test when the server runs the simulated gateway, and only then', async () => {
    mockApi({ 'GET /api/site-config': siteConfig, 'GET /api/cart/7': cart });
    const { unmount } = renderApp('/checkout', { user: priya });
    expect(await screen.findByText('Test payments — no money is taken')).toBeInTheDocument();
    unmount();

    mockApi({
      'GET /api/site-config': () =>
        jsonResponse(200, {
          contactEmail: 'help@example.in',
          contactPhone: '9000000000',
          paymentGateway: 'razorpay',
        }),
      'GET /api/cart/7': cart,
    });
    renderApp('/checkout', { user: priya });
    expect(await screen.findByLabelText('Complete address')).toBeInTheDocument();
    // The footer shows the same settings: once it has them, the banner has had its chance to appear.
    expect(await screen.findAllByText(/help@example\.in/)).not.toHaveLength(0);
    expect(screen.queryByText('Test payments — no money is taken')).not.toBeInTheDocument();
  });

  it("explains the spec's messages for a short name and phone and sends nothing", async () => {
    const fetchSpy = mockApi({ 'GET /api/site-config': siteConfig, 'GET /api/cart/7': cart });
    renderApp('/checkout', { user: makeUser({ fullName: null, phone: null }) });
    const user = userEvent.setup({ delay: null });

    await user.type(await screen.findByLabelText('Full name'), 'P');
    await user.type(screen.getByLabelText('Phone number'), '98765');
    await user.click(screen.getByRole('button', { name: 'Pay ₹802.70' }));

    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Phone number must be at least 10 digits',
    );
    expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('says the delivery details are incomplete for cash on delivery and sends nothing', async () => {
    const fetchSpy = mockApi({ 'GET /api/site-config': siteConfig, 'GET /api/cart/7': cart });
    renderApp('/checkout', { user: priya });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('radio', { name: 'Cash on Delivery' }));
    await user.type(screen.getByLabelText('City'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText('Please complete delivery details')).toBeInTheDocument();
    expect(screen.getByText('All delivery address fields are required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Complete address')).toHaveFocus();
    expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('places a cash-on-delivery order with the figures shown and its own key, reads the cart again and shows success', async () => {
    const fetchSpy = mockApi({
      'GET /api/site-config': siteConfig,
      'GET /api/cart/7': cart,
      'POST /api/orders': () => placedOrder(),
    });
    renderApp('/checkout', { user: priya });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('radio', { name: 'Cash on Delivery' }));
    await fillHomeAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeInTheDocument();
    // The heading, and the toast saying the same.
    expect(screen.getAllByText('Order Placed Successfully!')).toHaveLength(2);
    // The cash figure the order page and the seller's sale page show too.
    expect(screen.getByText(/Cash to hand over:/)).toHaveTextContent(
      /Cash to hand over: ₹[\d,.]+ \(price plus PassItOn's fee\), when you collect/,
    );
    // The new order's own page, where its hand-over code is, and the spec's two ways on.
    expect(screen.getByRole('link', { name: 'View Order TXN-000123' })).toHaveAttribute(
      'href',
      '/orders/123',
    );
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(sentBody(fetchSpy, 'POST', '/api/orders')).toEqual({
      userId: 7,
      totalAmount: '802.70',
      commission: '104.70',
      status: 'pending_cod',
      paymentMethod: 'cod',
      customerName: 'Priya Sharma',
      customerPhone: '9876543210',
      deliveryAddressType: 'home',
      deliveryInstitution: null,
      deliveryAddress: '12 MG Road, Shivajinagar',
      deliveryCity: 'Pune',
      deliveryState: 'Maharashtra',
      deliveryPincode: '411005',
      items: [{ productId: 42, quantity: 2, price: '349.00' }],
      fromBuyNow: false,
    });
    expect(idempotencyKeysSent(fetchSpy)).toEqual([expect.stringMatching(/^[0-9a-f-]{32,36}$/)]);
    // The server empties the cart with the order; the page only reads it again.
    const calls = () =>
      fetchSpy.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
    await waitFor(() =>
      expect(calls().slice(calls().indexOf('POST /api/orders'))).toContain('GET /api/cart/7'),
    );
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/cart/user/7', expect.anything());
  });

  it('orders free items with nothing to pay: no payment choice, Free — collect in person, cash on delivery of ₹0', async () => {
    const fetchSpy = mockApi({
      'GET /api/site-config': siteConfig,
      'GET /api/cart/7': () =>
        jsonResponse(200, [
          makeCartItem({ id: 5, productId: 42, product: { price: '0.00', originalPrice: null } }),
        ]),
      'POST /api/orders': () => placedOrder({ totalAmount: '0.00' }),
    });
    renderApp('/checkout', { user: priya });
    const user = userEvent.setup({ delay: null });

    const summary = await screen.findByRole('list', { name: 'Items in this order' });
    expect(within(summary).getByText('Free — collect in person')).toBeInTheDocument();
    expect(
      screen.getByText(
        'These items are free: there is nothing to pay. You collect them from the seller in person.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Cash on Delivery' })).not.toBeInTheDocument();
    await fillHomeAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeInTheDocument();
    expect(screen.getByText(/Free — collect in person/)).toHaveTextContent(
      'Order TXN-000123 · Free — collect in person',
    );
    expect(sentBody(fetchSpy, 'POST', '/api/orders')).toMatchObject({
      paymentMethod: 'cod',
      totalAmount: '0.00',
      commission: '0.00',
      items: [{ productId: 42, quantity: 1, price: '0.00' }],
    });
  });

  it('takes the buyer to the new order 3 seconds after the success screen shows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockApi({
        'GET /api/site-config': siteConfig,
        'GET /api/cart/7': cart,
        'POST /api/orders': () => placedOrder(),
        'GET /api/orders/detail/123': () => jsonResponse(200, makeOrderDetail({ id: 123 })),
      });
      const { router } = renderApp('/checkout', { user: priya });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

      await user.click(await screen.findByRole('radio', { name: 'Cash on Delivery' }));
      await fillHomeAddress(user);
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(await screen.findByText('Taking you to your order and its hand-over code…')).toBeInTheDocument();

      await act(() => vi.advanceTimersByTimeAsync(2900));
      expect(router.state.location.pathname).toBe('/checkout');
      await act(() => vi.advanceTimersByTimeAsync(100));

      await waitFor(() => expect(router.state.location.pathname).toBe('/orders/123'));
      expect(await screen.findByRole('heading', { level: 1, name: 'TXN-000123' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the order again with the same key when the connection drops, so the server places it once', async () => {
    let tries = 0;
    const fetchSpy = mockApi({
      'GET /api/site-config': siteConfig,
      'GET /api/cart/7': cart,
      'POST /api/orders': () => {
        tries += 1;
        if (tries === 1) throw new TypeError('Failed to fetch');
        return placedOrder();
      },
    });
    renderApp('/checkout', { user: priya });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('radio', { name: 'Cash on Delivery' }));
    await fillHomeAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeInTheDocument();
    const keys = idempotencyKeysSent(fetchSpy);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends the order again with the same key when the balancer answers for an app process that died', async () => {
    let tries = 0;
    const fetchSpy = mockApi({
      'GET /api/site-config': siteConfig,
      'GET /api/cart/7': cart,
      'POST /api/orders': () => {
        tries += 1;
        if (tries === 1) return new Response('<html><body>502 Bad Gateway</body></html>', { status: 502 });
        return placedOrder();
      },
    });
    renderApp('/checkout', { user: priya });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('radio', { name: 'Cash on Delivery' }));
    await fillHomeAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeInTheDocument();
    const keys = idempotencyKeysSent(fetchSpy);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('keeps the key while the same order is tried again, and takes a new one for changed details', async () => {
    const fetchSpy = mockApi({
      'GET /api/site-config': siteConfig,
      'GET /api/cart/7': cart,
      'POST /api/orders': () => jsonResponse(500, { message: 'Internal server error' }),
    });
    renderApp('/checkout', { user: priya });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('radio', { name: 'Cash on Delivery' }));
    await fillHomeAddress(user);
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });
    await user.click(placeOrder);
    expect(await screen.findByText('COD Order Failed')).toBeInTheDocument();
    await waitFor(() => expect(placeOrder).toBeEnabled());
    await user.click(placeOrder);
    await waitFor(() => expect(idempotencyKeysSent(fetchSpy)).toHaveLength(2));
    await waitFor(() => expect(placeOrder).toBeEnabled());
    await user.type(screen.getByLabelText('City'), ' East');
    await user.click(placeOrder);
    await waitFor(() => expect(idempotencyKeysSent(fetchSpy)).toHaveLength(3));

    const [first, again, changed] = idempotencyKeysSent(fetchSpy);
    expect(again).toBe(first);
    expect(changed).not.toBe(first);
  });

  it('tells the buyer their payment was refunded when the stock ran out after they paid', async () => {
    mockApi({
      'GET /api/site-config': siteConfig,
      'GET /api/cart/7': cart,
      'POST /api/razorpay/create-order': () =>
        jsonResponse(200, {
          success: true,
          message: 'Order created',
          key_id: 'rzp_simulated',
          order: { id: 'order_sim_3', amount: 80270, currency: 'INR' },
        }),
      'POST /api/razorpay/simulated-checkout': () =>
        jsonResponse(200, {
          razorpay_order_id: 'order_sim_3',
          razorpay_payment_id: 'pay_sim_3',
          razorpay_signature: 'sig',
        }),
      'POST /api/razorpay/verify-payment': () =>
        jsonResponse(200, { success: true, message: 'Payment verified' }),
      'POST /api/orders': () =>
        jsonResponse(409, {
          message: 'Not enough quantity available. Your payment of ₹802.70 has been refunded.',
        }),
    });
    renderApp('/checkout', { user: priya });
    const user = userEvent.setup({ delay: null });

    await screen.findByLabelText('Complete address');
    await fillHomeAddress(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹802.70' }));
    const dialog = await screen.findByRole('dialog', { name: 'PassItOn test payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('Insufficient Stock')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Some items don't have enough stock. Please adjust quantities and try again. Your payment of ₹802.70 has been refunded.",
      ),
    ).toBeInTheDocument();
  });

  it("turns 'Not enough quantity available' into the Insufficient Stock toast and allows another try", async () => {
    mockApi({
      'GET /api/site-config': siteConfig,
      'GET /api/cart/7': cart,
      'POST /api/orders': () => jsonResponse(409, { message: 'Not enough quantity available' }),
    });
    renderApp('/checkout', { user: priya });
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('radio', { name: 'Cash on Delivery' }));
    await fillHomeAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText('Insufficient Stock')).toBeInTheDocument();
    expect(
      screen.getByText("Some items don't have enough stock. Please adjust quantities and try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('pays through the simulated gateway, verifies, places the paid order and shows Payment Successful!', async () => {
    const calls: string[] = [];
    const record = (name: string, response: () => Response) => () => {
      calls.push(name);
      return response();
    };
    const payment = {
      razorpay_order_id: 'order_sim_1',
      razorpay_payment_id: 'pay_sim_1',
      razorpay_signature: 'sig',
    };
    const fetchSpy = mockApi({
      'GET /api/site-config': siteConfig,
      'GET /api/cart/7': cart,
      'POST /api/razorpay/create-order': record('create-order', () =>
        jsonResponse(200, {
          success: true,
          message: 'Order created',
          key_id: 'rzp_simulated',
          order: { id: 'order_sim_1', amount: 80270, currency: 'INR' },
        }),
      ),
      'POST /api/razorpay/simulated-checkout': record('pay', () => jsonResponse(200, payment)),
      'POST /api/razorpay/verify-payment': record('verify', () =>
        jsonResponse(200, { success: true, message: 'Payment verified' }),
      ),
      'POST /api/orders': record('order', () => placedOrder({ status: 'paid' })),
      'DELETE /api/cart/user/7': record('clear', () => jsonResponse(200, { message: 'Cart cleared' })),
    });
    renderApp('/checkout', { user: priya });
    const user = userEvent.setup({ delay: null });

    await screen.findByLabelText('Complete address');
    await fillHomeAddress(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹802.70' }));
    const dialog = await screen.findByRole('dialog', { name: 'PassItOn test payment' });
    expect(within(dialog).getByText('₹802.70')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    // No 'clear': the server empties the cart with the order.
    expect(calls).toEqual(['create-order', 'pay', 'verify', 'order']);
    expect(idempotencyKeysSent(fetchSpy)).toHaveLength(1);
    expect(sentBody(fetchSpy, 'POST', '/api/razorpay/create-order')).toMatchObject({
      currency: 'INR',
      items: [{ productId: 42, quantity: 2 }],
    });
    expect(sentBody(fetchSpy, 'POST', '/api/razorpay/verify-payment')).toEqual(payment);
    expect(sentBody(fetchSpy, 'POST', '/api/orders')).toMatchObject({
      status: 'paid',
      paymentMethod: 'razorpay',
      paymentId: 'pay_sim_1',
      orderId: 'order_sim_1',
    });
  });

  it('says Payment Cancelled when the buyer closes the payment window, and places nothing', async () => {
    const fetchSpy = mockApi({
      'GET /api/site-config': siteConfig,
      'GET /api/cart/7': cart,
      'POST /api/razorpay/create-order': () =>
        jsonResponse(200, {
          success: true,
          message: 'Order created',
          key_id: 'rzp_simulated',
          order: { id: 'order_sim_2', amount: 80270, currency: 'INR' },
        }),
    });
    renderApp('/checkout', { user: priya });
    const user = userEvent.setup({ delay: null });

    await screen.findByLabelText('Complete address');
    await fillHomeAddress(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹802.70' }));
    const dialog = await screen.findByRole('dialog', { name: 'PassItOn test payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(await screen.findByText('Payment Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Payment was cancelled by user.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹802.70' })).toBeEnabled();
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/orders', expect.anything());
  });

  it('checks out the Buy Now item instead of the cart and forgets it afterwards', async () => {
    const calculator = makeProductDetail({ id: 77, price: '900.00', quantity: 2 });
    window.sessionStorage.setItem(
      'buyNowCheckout',
      JSON.stringify({ items: [{ product: calculator, quantity: 1 }], fromBuyNow: true }),
    );
    const fetchSpy = mockApi({
      'GET /api/site-config': siteConfig,
      'GET /api/cart/7': cart,
      'GET /api/products/77': () => jsonResponse(200, calculator),
      'POST /api/orders': () => placedOrder({ totalAmount: '990.00' }),
    });
    renderApp('/checkout', { user: priya });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('Casio fx-991EX calculator')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await fillHomeAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/orders')).toMatchObject({
      totalAmount: '990.00',
      commission: '90.00',
      items: [{ productId: 77, quantity: 1, price: '900.00' }],
      fromBuyNow: true,
    });
    expect(window.sessionStorage.getItem('buyNowCheckout')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/cart/user/7', expect.anything());
  });

  it('charges the Buy Now item at the buyer’s accepted offer, as the server will', async () => {
    const calculator = makeProductDetail({ id: 77, price: '900.00', quantity: 2 });
    window.sessionStorage.setItem(
      'buyNowCheckout',
      JSON.stringify({ items: [{ product: calculator, quantity: 1 }], fromBuyNow: true }),
    );
    const accepted = {
      id: 31,
      productId: 77,
      buyerId: 7,
      buyerName: 'Priya Sharma',
      sellerId: 3,
      askingPrice: '900.00',
      amount: '700.00',
      counterAmount: null,
      acceptedAmount: '700.00',
      state: 'accepted',
      closedReason: null,
      answerBy: '2026-12-03T10:00:00.000Z',
      holdUntil: '2099-12-02T10:00:00.000Z',
      createdAt: '2026-12-01T10:00:00.000Z',
      updatedAt: '2026-12-01T11:00:00.000Z',
    };
    const fetchSpy = mockApi({
      'GET /api/site-config': siteConfig,
      'GET /api/cart/7': cart,
      'GET /api/products/77': () => jsonResponse(200, calculator),
      'GET /api/listings/77/offers': () => jsonResponse(200, { offers: [accepted] }),
      'POST /api/orders': () => placedOrder({ totalAmount: '770.00' }),
    });
    renderApp('/checkout', { user: priya });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('Casio fx-991EX calculator')).toBeInTheDocument();
    expect(screen.getAllByText('Offer price').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await fillHomeAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/orders')).toMatchObject({
      totalAmount: '770.00',
      commission: '70.00',
      items: [{ productId: 77, quantity: 1, price: '700.00' }],
      fromBuyNow: true,
    });
  });

  it('shows the empty state when there is nothing to check out', async () => {
    mockApi({ 'GET /api/site-config': siteConfig, 'GET /api/cart/7': () => jsonResponse(200, []) });

    renderApp('/checkout', { user: priya });

    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
  });
});

describe('the delivery details a student has typed', () => {
  it('stay while they look at the cart and come back', async () => {
    mockApi({ 'GET /api/site-config': siteConfig, 'GET /api/cart/7': cart });
    const { router } = renderApp('/checkout', { user: priya });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Complete address'), '12 MG Road');
    await user.type(screen.getByLabelText('City'), 'Pune');

    await router.navigate('/cart');
    await screen.findByRole('heading', { name: 'Your Cart', level: 1 });
    await router.navigate('/checkout');

    expect(await screen.findByLabelText('Complete address')).toHaveValue('12 MG Road');
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
  });

  it('fill the next checkout once an order is placed, for that student only', async () => {
    mockApi({
      'GET /api/site-config': siteConfig,
      'GET /api/cart/7': cart,
      'GET /api/cart/8': cart,
      'POST /api/orders': () => placedOrder(),
    });
    const first = renderApp('/checkout', { user: priya });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('radio', { name: 'Cash on Delivery' }));
    await fillHomeAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeInTheDocument();
    first.unmount();

    const second = renderApp('/checkout', { user: priya });
    expect(await screen.findByLabelText('Complete address')).toHaveValue('12 MG Road, Shivajinagar');
    expect(screen.getByLabelText('Pincode')).toHaveValue('411005');
    second.unmount();

    renderApp('/checkout', { user: makeUser({ id: 8, username: 'rohan', fullName: 'Rohan Mehta' }) });
    expect(await screen.findByLabelText('Complete address')).toHaveValue('');
    expect(screen.getByLabelText('Full name')).toHaveValue('Rohan Mehta');
  });
});

describe('the checkout page in Hindi', () => {
  it('asks for the delivery details, explains what is wrong and places a cash-on-delivery order, all in Hindi', async () => {
    const fetchSpy = mockApi({
      'GET /api/site-config': siteConfig,
      'GET /api/cart/7': cart,
      'POST /api/orders': () => placedOrder(),
    });
    await renderAppInHindi('/checkout', { user: makeUser({ fullName: null, phone: null }) });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('टेस्ट पेमेंट — कोई पैसा नहीं कटता')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'सामान लेने-देने के लिए आपकी संपर्क जानकारी' }),
    ).toBeInTheDocument();
    expect(screen.getByText('डिलीवरी का कोई चार्ज नहीं')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'पते का प्रकार' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'घर' })).toBeChecked();
    expect(screen.getByRole('button', { name: '₹802.70 चुकाएँ' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('पूरा नाम'), 'P');
    await user.type(screen.getByLabelText('फ़ोन नंबर'), '98765');
    await user.click(screen.getByRole('radio', { name: 'कैश ऑन डिलीवरी' }));
    await user.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));
    expect(await screen.findByText('नाम कम से कम 2 अक्षरों का होना चाहिए')).toBeInTheDocument();
    expect(screen.getByLabelText('फ़ोन नंबर')).toHaveAccessibleDescription(
      'फ़ोन नंबर कम से कम 10 अंकों का होना चाहिए',
    );

    await user.type(screen.getByLabelText('पूरा नाम'), 'riya Sharma');
    await user.type(screen.getByLabelText('फ़ोन नंबर'), '43210');
    await user.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));
    expect(await screen.findByText('डिलीवरी की जानकारी पूरी भरें')).toBeInTheDocument();
    expect(screen.getByLabelText('पूरा पता')).toHaveAccessibleDescription(/अपना पूरा पता लिखें/);

    await user.type(screen.getByLabelText('पूरा पता'), '12 MG Road, Shivajinagar');
    await user.type(screen.getByLabelText('शहर'), 'Pune');
    await user.selectOptions(screen.getByLabelText('राज्य'), 'Maharashtra');
    await user.type(screen.getByLabelText('पिनकोड'), '411005');
    await user.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));

    expect(await screen.findByRole('heading', { name: 'ऑर्डर हो गया!' })).toBeInTheDocument();
    expect(screen.getByText('आपका ऑर्डर नंबर TXN-000123 है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरे ऑर्डर देखें' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'ऑर्डर TXN-000123 देखें' })).toHaveAttribute('href', '/orders/123');
    expect(screen.getByText('आपको आपके ऑर्डर और उसके हैंड-ओवर कोड पर ले जा रहे हैं…')).toBeInTheDocument();
    expect(sentBody(fetchSpy, 'POST', '/api/orders')).toMatchObject({
      paymentMethod: 'cod',
      deliveryCity: 'Pune',
    });
  });
});

describe('a seller who takes online payment only (docs/decisions/048)', () => {
  const cartWithOnlineOnlySeller = () =>
    jsonResponse(200, [
      makeCartItem({ id: 5, productId: 42, quantity: 2 }),
      makeCartItem({
        id: 6,
        productId: 43,
        cashOnDelivery: false,
        product: { title: 'Casio fx-991EX calculator', price: '900.00' },
      }),
    ]);
  const NOTE =
    'Cash on delivery is not available for items marked “Online payment only”: their seller has platform fees from earlier cash sales to settle, so for now they accept online payment only.';

  it('is said before the order is placed: cash cannot be chosen, their items are marked, the order is paid online', async () => {
    mockApi({ 'GET /api/site-config': siteConfig, 'GET /api/cart/7': cartWithOnlineOnlySeller });
    renderApp('/checkout', { user: priya });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText(NOTE)).toBeInTheDocument();
    const cash = screen.getByRole('radio', { name: 'Cash on Delivery' });
    expect(cash).toBeDisabled();
    expect(cash).toHaveAccessibleDescription('Not available for this order');
    await user.click(cash);
    expect(cash).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Payment Gateway' })).toBeChecked();

    const items = screen.getByRole('list', { name: 'Items in this order' });
    const [grewal, calculator] = within(items).getAllByRole('listitem');
    expect(within(calculator as HTMLElement).getByText('Online payment only')).toBeInTheDocument();
    expect(within(grewal as HTMLElement).queryByText('Online payment only')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay ₹/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });

  it('offers cash again when every seller takes it', async () => {
    mockApi({ 'GET /api/site-config': siteConfig, 'GET /api/cart/7': cart });
    renderApp('/checkout', { user: priya });
    expect(await screen.findByRole('radio', { name: 'Cash on Delivery' })).toBeEnabled();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
    expect(screen.queryByText('Online payment only')).not.toBeInTheDocument();
  });

  it('holds for the Buy Now item, as the listing says', async () => {
    const calculator = makeProductDetail({ id: 77, cashOnDelivery: false });
    window.sessionStorage.setItem(
      'buyNowCheckout',
      JSON.stringify({ items: [{ product: calculator, quantity: 1 }], fromBuyNow: true }),
    );
    mockApi({
      'GET /api/site-config': siteConfig,
      'GET /api/cart/7': cart,
      'GET /api/products/77': () => jsonResponse(200, calculator),
    });
    renderApp('/checkout', { user: priya });

    expect(await screen.findByText(NOTE)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pay ₹990.00' })).toBeInTheDocument();
  });

  it('is said in Hindi', async () => {
    mockApi({ 'GET /api/site-config': siteConfig, 'GET /api/cart/7': cartWithOnlineOnlySeller });
    await renderAppInHindi('/checkout', { user: priya });

    expect(
      await screen.findByText(
        '“सिर्फ़ ऑनलाइन पेमेंट” वाली चीज़ों के लिए कैश ऑन डिलीवरी उपलब्ध नहीं है: उनके विक्रेता को पिछली कैश बिक्री की प्लैटफ़ॉर्म फ़ीस चुकानी है, इसलिए अभी वे सिर्फ़ ऑनलाइन पेमेंट लेते हैं।',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'कैश ऑन डिलीवरी' })).toHaveAccessibleDescription(
      'इस ऑर्डर के लिए उपलब्ध नहीं',
    );
    expect(screen.getByText('सिर्फ़ ऑनलाइन पेमेंट')).toBeInTheDocument();
  });
});
