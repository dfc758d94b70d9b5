import type { Order, OrderDetail, OrderItem, OrderSummary } from '../../domain/contracts/orders.ts';

export function makeOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 1,
    orderId: 123,
    productId: 42,
    sellerId: 3,
    quantity: 1,
    price: '349.00',
    platformFee: '52.35',
    productTitle: 'Engineering Mathematics by B.S. Grewal',
    productPrice: '349.00',
    offerId: null,
    sellerName: 'Rohan Mehta',
    sellerEmail: 'rohan@example.in',
    sellerPhone: '+91 98765 43210',
    product: {
      id: 42,
      title: 'Engineering Mathematics by B.S. Grewal',
      images: [],
      category: 'Textbooks',
      documentCount: 0,
    },
    ...overrides,
  };
}

/** An order as GET /api/orders/:userId answers it, for component tests. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  const id = overrides.id ?? 123;
  return {
    id,
    userId: 7,
    subtotal: '349.00',
    totalAmount: '401.35',
    commission: '52.35',
    status: 'paid',
    paymentMethod: 'razorpay',
    customerName: 'Priya Sharma',
    customerPhone: '9876543210',
    deliveryAddressType: 'home',
    deliveryInstitution: null,
    deliveryAddress: '12 MG Road, Shivajinagar',
    deliveryCity: 'Pune',
    deliveryState: 'Maharashtra',
    deliveryPincode: '411005',
    canCancel: true,
    refundRequested: false,
    refundReason: null,
    refundStatus: null,
    estimatedDelivery: null,
    trackingNumber: null,
    paymentId: 'pay_sim_1',
    orderId: 'order_sim_1',
    createdAt: '2025-03-05T10:00:00.000Z',
    documentAccess: 'on-download',
    items: [makeOrderItem({ orderId: id })],
    ...overrides,
  };
}

/** An order in the buyer's list, with its unread messages. */
export function makeOrderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return { ...makeOrder(overrides), unreadMessages: 0, ...overrides };
}

export function makeOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...makeOrder(overrides),
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
    ],
    parts: [
      {
        sellerId: 3,
        sellerName: 'Rohan Mehta',
        pickupPlaces: [
          {
            institution: 'Fergusson College',
            address: 'Main gate, FC Road',
            city: 'Pune',
            state: null,
            pincode: '411004',
            productTitles: ['Engineering Mathematics by B.S. Grewal'],
          },
        ],
        state: 'awaiting',
        handoverCode: '042917',
        handedOverAt: null,
        declinedAt: null,
        declineReason: null,
        refundDue: null,
        cashToHandOver: null,
      },
    ],
    deliveredAt: null,
    autoCompleteAt: null,
    refunds: [],
    ...overrides,
  };
}
