import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status.ts';
import { RegisterSchema, UserSchema } from './auth.ts';
import { multiLine, optional, pageQuery, recordId } from './common.ts';
import { SellerListingSchema } from './listings.ts';
import { OrderSchema } from './orders.ts';

/** Administration (spec, sections 2, 3 and 7): every call is admin-only, checked on the server. */

/** Rows per page of the admin tables. */
export const ADMIN_PAGE_SIZE = 20;
/** The SQL console returns at most this many rows (docs/decisions/026-sql-console-read-only.md). */
export const CONSOLE_ROW_LIMIT = 500;
/** PostgreSQL stops a console statement after this long. */
export const CONSOLE_TIMEOUT_MS = 5000;
/** The console refuses an answer whose rows, as JSON, would be larger than this (5 MB). */
export const CONSOLE_MAX_ANSWER_BYTES = 5 * 1024 * 1024;
/**
 * At most this many console queries run at once; on PostgreSQL they have a pool of this many connections of
 * their own, so the console can never take the connections students' requests need.
 */
export const CONSOLE_MAX_CONCURRENT = 2;
/** How many products a Sellers row and orders a Buyers row show before '+N more' (spec, section 9). */
export const ADMIN_PREVIEW_COUNT = 3;

const pageParams = {
  // Admins page through every order ever placed: further than a student's own lists go.
  ...pageQuery({ pageSize: ADMIN_PAGE_SIZE, maxLimit: 100, rows: 'rows', maxOffset: 1_000_000 }),
  search: optional(z.string().trim().max(100, 'Search text must be at most 100 characters')),
};

const personText = (name: string) =>
  optional(z.string().trim().max(100, `${name} must be at most 100 characters`));
const id = (name: string) => optional(recordId(name));

export const AdminOrderQuerySchema = z.object({
  ...pageParams,
  status: optional(z.enum(ORDER_STATUSES, { error: 'Choose a status from the list' })),
  /** Placed at or after this moment (the page turns "today", "past week" into one). */
  from: optional(z.iso.datetime({ offset: true, error: 'from must be a date and time' })),
  /** Placed before this moment. */
  to: optional(z.iso.datetime({ offset: true, error: 'to must be a date and time' })),
  /** A seller's or buyer's username, name, e-mail or phone. */
  seller: personText('Seller'),
  buyer: personText('Buyer'),
  sellerId: id('Seller id'),
  buyerId: id('Buyer id'),
});
/** What the web app sends (the schema's input is loose because links carry empty parameters). */
export interface AdminOrderQuery {
  limit?: number;
  offset?: number;
  search?: string;
  status?: (typeof ORDER_STATUSES)[number];
  from?: string;
  to?: string;
  seller?: string;
  buyer?: string;
  sellerId?: number;
  buyerId?: number;
}

export const AdminPersonSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** Full name, else the username. */
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type AdminPerson = z.infer<typeof AdminPersonSchema>;

/** An order as the admin sees it: the buyer's own order plus who the buyer is (spec, section 3). */
export const AdminOrderSchema = OrderSchema.extend({ buyer: AdminPersonSchema.nullable() });
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const ADMIN_USER_ROLES = ['all', 'sellers', 'buyers', 'admins'] as const;
export type AdminUserRole = (typeof ADMIN_USER_ROLES)[number];

export const AdminUserQuerySchema = z.object({
  ...pageParams,
  role: optional(
    z.enum(ADMIN_USER_ROLES, { error: 'Role must be all, sellers, buyers or admins' }),
  ).transform((value) => value ?? 'all'),
});
export interface AdminUserQuery {
  limit?: number;
  offset?: number;
  search?: string;
  role?: AdminUserRole;
}

export const AdminUserSchema = UserSchema.extend({
  /** Listings not deleted. */
  productsListed: z.number().int(),
  /** The newest few of them. */
  recentProducts: z.array(z.object({ id: z.number().int(), title: z.string(), price: z.string() })),
  ordersPlaced: z.number().int(),
  /** Totals of their orders that were not cancelled or refunded. */
  totalSpent: z.string(),
  /** totalSpent over the orders it counts (averageOrderValue in money.ts), rupees. */
  averageOrderValue: z.string(),
  recentOrders: z.array(
    z.object({
      id: z.number().int(),
      totalAmount: z.string(),
      status: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
  /** Orders containing their listings. */
  ordersReceived: z.number().int(),
  /** The base price of their sold lines in orders not cancelled or refunded. */
  totalEarnings: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const ADMIN_PRODUCT_AVAILABILITY = ['all', 'available', 'sold'] as const;
export type AdminProductAvailability = (typeof ADMIN_PRODUCT_AVAILABILITY)[number];

export const AdminProductQuerySchema = z.object({
  ...pageParams,
  availability: optional(
    z.enum(ADMIN_PRODUCT_AVAILABILITY, { error: 'Availability must be all, available or sold' }),
  ).transform((value) => value ?? 'all'),
});
export interface AdminProductQuery {
  limit?: number;
  offset?: number;
  search?: string;
  availability?: AdminProductAvailability;
}

export const AdminProductSchema = SellerListingSchema.extend({
  seller: AdminPersonSchema.nullable(),
  /** The newest order containing it, with its buyer; null when it has never been ordered. */
  lastSale: z
    .object({
      orderId: z.number().int(),
      status: z.enum(ORDER_STATUSES),
      createdAt: z.iso.datetime(),
      customerName: z.string(),
      customerPhone: z.string(),
      buyer: AdminPersonSchema.nullable(),
      /** Orders containing the product. */
      orders: z.number().int(),
    })
    .nullable(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

/** The dashboard's summary cards (spec: admin stats, plus the counts each card shows). */
export const AdminStatsSchema = z.object({
  totalUsers: z.number().int(),
  usersToday: z.number().int(),
  totalProducts: z.number().int(),
  /** Listings with at least one in stock. */
  availableProducts: z.number().int(),
  totalOrders: z.number().int(),
  /** Orders waiting to be fulfilled: pending, pending_cod, paid or processing. */
  pendingOrders: z.number().int(),
  completedOrders: z.number().int(),
  ordersToday: z.number().int(),
  /** Platform fees since the latest revenue reset. */
  platformFees: z.string(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const RevenueResetSchema = z.object({
  id: z.number().int(),
  adminId: z.number().int(),
  adminName: z.string(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type RevenueReset = z.infer<typeof RevenueResetSchema>;

export const RevenueSchema = z.object({
  /** Platform fees of orders placed since the latest reset (all orders when there is none). */
  platformFees: z.string(),
  /** Orders counted in it. */
  orders: z.number().int(),
  /** When the latest reset was made, or null. */
  since: z.iso.datetime().nullable(),
  allTimePlatformFees: z.string(),
  /** The newest resets first; nothing is ever deleted by one. */
  resets: z.array(RevenueResetSchema),
});
export type Revenue = z.infer<typeof RevenueSchema>;

export const AdminAnalyticsSchema = z.object({
  ordersByStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
  /** The last 30 days in India time, one entry per day (zero on days without orders). */
  daily: z.array(
    z.object({ day: z.string(), orders: z.number().int(), revenue: z.string(), platformFees: z.string() }),
  ),
  /** All time, orders not cancelled or refunded. */
  platformFees: z.string(),
  revenue: z.string(),
  averageOrderValue: z.string(),
  /** 'The tiered fee: 5-15%'. */
  feeRateLabel: z.string(),
});
export type AdminAnalytics = z.infer<typeof AdminAnalyticsSchema>;

export const OrderStatusUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Choose a status from the list' }),
});
export type OrderStatusUpdate = z.infer<typeof OrderStatusUpdateSchema>;

/** POST /api/admin/orders/{id}/refund: an admin's decision on a buyer's refund request, with a note for the buyer. */
export const RefundDecisionSchema = z
  .object({
    approve: z.boolean({ error: 'Say whether the refund is approved' }),
    note: z
      .string({ error: 'Please add a note for the buyer' })
      .trim()
      .max(500, 'The note is too long')
      .regex(...multiLine('Note')),
  })
  .refine((decision) => decision.approve || decision.note.length > 0, {
    message: 'Please tell the buyer why the refund is rejected',
    path: ['note'],
  });
export type RefundDecision = z.infer<typeof RefundDecisionSchema>;

// Database monitor (spec, section 3: database overview responses; the field names are the spec's).

export const DatabaseUsersSchema = z.object({
  total: z.number().int(),
  new_today: z.number().int(),
  admins: z.array(UserSchema),
});
export type DatabaseUsers = z.infer<typeof DatabaseUsersSchema>;

export const DatabaseProductsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  outOfStock: z.number().int(),
  categories: z.array(z.object({ category: z.string(), count: z.number().int() })),
  topSellers: z.array(z.object({ seller_id: z.number().int(), count: z.number().int() })),
});
export type DatabaseProducts = z.infer<typeof DatabaseProductsSchema>;

export const DatabaseOrdersSchema = z.object({
  total: z.number().int(),
  /** Order totals, orders not cancelled or refunded. */
  revenue: z.string(),
  /** Platform fees of the same orders. */
  commission: z.string(),
});
export type DatabaseOrders = z.infer<typeof DatabaseOrdersSchema>;

export const ActivitySchema = z.object({
  message: z.string(),
  type: z.enum(['user', 'product', 'order']),
  createdAt: z.iso.datetime(),
});
export const DatabaseActivitySchema = z.array(ActivitySchema);
export type Activity = z.infer<typeof ActivitySchema>;

export const CREATE_USER_REQUIRED = 'Username, email, and password are required';

/** What the create-user call accepts before the rules: so missing fields get the spec's one message. */
export const CreateUserBodySchema = z.object({
  username: z.string().optional().nullable(),
  email: z.string().optional().nullable(),
  phone: z.string().optional().nullable(),
  password: z.string().optional().nullable(),
  isAdmin: z.boolean().optional().nullable(),
});
export type CreateUserBody = z.input<typeof CreateUserBodySchema>;

/** The rules of sign-up, with the phone optional and the admin role as a choice. */
export const AdminCreateUserSchema = RegisterSchema.extend({
  phone: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    RegisterSchema.shape.phone.optional(),
  ),
  isAdmin: z.boolean().default(false),
});
export type AdminCreateUser = z.output<typeof AdminCreateUserSchema>;

export const ExecuteQuerySchema = z.object({
  query: z.string({ error: 'Enter a query to run' }).max(20_000, 'The query is too long'),
});

export const QueryResultSchema = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), z.unknown())),
  rowCount: z.number().int(),
  /** True when the statement had more rows than rowLimit and only the first rowLimit came back. */
  truncated: z.boolean(),
  rowLimit: z.number().int(),
});
export type QueryResult = z.infer<typeof QueryResultSchema>;

/**
 * The SQL console's quick queries (spec, section 2). Written within the console's rules: named columns of
 * users (never the password hash), no sessions, nothing but SELECT.
 */
export const CONSOLE_QUICK_QUERIES = [
  {
    label: 'All Users',
    query:
      'SELECT id, username, email, phone, full_name, is_admin, created_at\nFROM users\nORDER BY id\nLIMIT 100;',
  },
  {
    label: 'Admin Users',
    query: 'SELECT id, username, email, phone, created_at\nFROM users\nWHERE is_admin\nORDER BY id;',
  },
  {
    label: 'Recent Products',
    query:
      'SELECT id, title, category, condition, price, quantity, seller_id, created_at\nFROM products\nWHERE deleted_at IS NULL\nORDER BY created_at DESC\nLIMIT 20;',
  },
  {
    label: 'Recent Orders',
    query:
      'SELECT id, user_id, status, payment_method, total_amount, commission, created_at\nFROM orders\nWHERE deleted_at IS NULL\nORDER BY created_at DESC\nLIMIT 20;',
  },
  {
    label: 'User Statistics',
    query:
      'SELECT u.id, u.username, s.level, s.total_points, s.total_sales, s.total_purchases, s.total_reviews\nFROM user_stats s\nJOIN users u ON u.id = s.user_id\nORDER BY s.total_points DESC\nLIMIT 20;',
  },
  {
    label: 'Revenue Summary',
    query:
      "SELECT count(*) AS orders,\n       coalesce(sum(total_amount), 0) AS revenue,\n       coalesce(sum(commission), 0) AS platform_fees,\n       round(coalesce(avg(total_amount), 0), 2) AS average_order_value\nFROM orders\nWHERE deleted_at IS NULL AND status NOT IN ('cancelled', 'refunded');",
  },
] as const;
