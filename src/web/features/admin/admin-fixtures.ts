import type { AdminOrder, AdminProduct, AdminStats, AdminUser } from '../../../domain/contracts/admin.ts';
import type { User } from '../../../domain/contracts/auth.ts';
import { jsonResponse } from '../../test/api-mock.ts';
import { makeOrder } from '../../test/order-fixtures.ts';

/** Answers of the admin API, for component tests. */

export function makeStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    totalUsers: 1250,
    usersToday: 4,
    totalProducts: 310,
    availableProducts: 287,
    totalOrders: 96,
    pendingOrders: 7,
    completedOrders: 61,
    ordersToday: 3,
    platformFees: '12345.50',
    ...overrides,
  };
}

export function makeAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...makeOrder({ status: 'pending_cod', paymentMethod: 'cod', paymentId: null }),
    buyer: { id: 7, username: 'priya', name: 'Priya Sharma', email: 'priya@example.in', phone: '9876543210' },
    ...overrides,
  };
}

export function makeAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 42,
    title: 'Engineering Mathematics by B.S. Grewal',
    description: 'The 44th edition, all pages intact.',
    price: '349.00',
    originalPrice: '899.00',
    condition: 'Good',
    category: 'Textbooks',
    sellerId: 3,
    images: [],
    files: [],
    quantity: 1,
    rating: '0.00',
    unitsSold: 0,
    sellerWhatsapp: '9123456780',
    sellerContactName: 'Rohan Mehta',
    sellerContactEmail: 'rohan@example.in',
    pickupAddressType: 'university',
    pickupInstitution: 'COEP Pune',
    pickupAddress: null,
    pickupCity: 'Pune',
    pickupState: 'Maharashtra',
    book: null,
    pickupPincode: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    seller: { id: 3, username: 'rohan', name: 'Rohan Mehta', email: 'rohan@example.in', phone: '9123456780' },
    lastSale: null,
    hidden: null,
    ...overrides,
  };
}

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 3,
    username: 'rohan',
    email: 'rohan@example.in',
    phone: '9123456780',
    fullName: 'Rohan Mehta',
    institute: null,
    city: null,
    isAdmin: false,
    emailVerified: false,
    language: 'en',
    createdAt: '2025-01-10T10:00:00.000Z',
    productsListed: 5,
    recentProducts: [
      { id: 42, title: 'Engineering Mathematics', price: '349.00' },
      { id: 43, title: 'Casio fx-991ES', price: '650.00' },
      { id: 44, title: 'Drawing board', price: '200.00' },
    ],
    ordersPlaced: 2,
    totalSpent: '800.00',
    averageOrderValue: '400.00',
    recentOrders: [],
    ordersReceived: 4,
    totalEarnings: '1500.00',
    ...overrides,
  };
}

/**
 * The database monitor's figures (`GET /api/admin/database/{users,products,orders}`) for `mockApi`: 12 users with
 * `admins` as its admins, 30 listings, 8 orders.
 */
export function databaseFigures(admins: User[]) {
  return {
    'GET /api/admin/database/users': () => jsonResponse(200, { total: 12, new_today: 2, admins }),
    'GET /api/admin/database/products': () =>
      jsonResponse(200, {
        total: 30,
        active: 25,
        outOfStock: 5,
        categories: [{ category: 'Textbooks', count: 20 }],
        topSellers: [{ seller_id: 3, count: 9 }],
      }),
    'GET /api/admin/database/orders': () =>
      jsonResponse(200, { total: 8, revenue: '4200.00', commission: '510.00' }),
  };
}
