import type { Sale, SaleDetail } from '../../../domain/contracts/sales.ts';

/** A sale as GET /api/sales answers it, for component tests. */
export function makeSale(overrides: Partial<Sale> = {}): Sale {
  return {
    orderId: 123,
    createdAt: '2025-03-05T10:00:00.000Z',
    orderStatus: 'pending_cod',
    paymentMethod: 'cod',
    sellerId: 7,
    state: 'awaiting',
    handedOverAt: null,
    declinedAt: null,
    declineReason: null,
    canHandOver: true,
    codeTriesLeft: 5,
    codeLockedUntil: null,
    items: [
      {
        productId: 42,
        productTitle: 'Engineering Mathematics by B.S. Grewal',
        quantity: 2,
        unitPrice: '349.00',
        askingPrice: null,
        image: null,
      },
    ],
    sellerReceives: '698.00',
    platformFee: '104.70',
    cashToHandOver: '802.70',
    buyer: { name: 'Aman Verma', phone: '+91 91234 56780' },
    delivery: {
      addressType: 'college',
      institution: 'COEP Technological University',
      address: null,
      city: null,
      state: null,
      pincode: null,
    },
    unreadMessages: 0,
    ...overrides,
  };
}

/** A sale as GET /api/sales/:orderId answers it. */
export function makeSaleDetail(overrides: Partial<SaleDetail> = {}): SaleDetail {
  return {
    ...makeSale(overrides),
    statusHistory: [
      {
        fromStatus: null,
        toStatus: 'pending_cod',
        note: null,
        noteKind: null,
        noteParams: null,
        createdAt: '2025-03-05T10:00:00.000Z',
        changedBy: 'buyer',
        changedByName: 'Aman Verma',
      },
    ],
    ...overrides,
  };
}
