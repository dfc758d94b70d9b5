import { z } from 'zod';
import { ADDRESS_TYPES } from '../catalogue.ts';
import { PART_STATES } from '../exchange.ts';
import { isRupeeAmount } from '../money.ts';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../order-status.ts';
import { REFUND_REASONS, REFUND_STATUSES } from '../refunds.ts';
import { MAX_RECORD_ID, multiLine, singleLine } from './common.ts';
import { HistoryNoteFieldsSchema } from './order-history.ts';

const optionalText = (max: number, message: string, lines: readonly [RegExp, string]) =>
  z
    .string()
    .trim()
    .max(max, message)
    .regex(...lines)
    .optional()
    .nullable();

/** A rupee amount as the web app sends it (number or string); the server only compares it with its own. */
const clientAmount = z
  .union([z.number(), z.string()])
  .refine(isRupeeAmount, 'Amounts must be in rupees with at most two decimals')
  .optional()
  .nullable();

/** The delivery details of checkout (spec, section 5). */
export const DeliveryDetailsSchema = z.object({
  customerName: z
    .string({ error: 'Name must be at least 2 characters' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name is too long')
    .regex(...singleLine('Name')),
  customerPhone: z
    .string({ error: 'Phone number must be at least 10 digits' })
    .trim()
    .refine((phone) => phone.replace(/\D/g, '').length >= 10, 'Phone number must be at least 10 digits')
    .refine((phone) => phone.length <= 20, 'Phone number is too long')
    .regex(...singleLine('Phone number')),
  deliveryAddressType: z.enum(ADDRESS_TYPES, { error: 'Address type is required' }),
  deliveryInstitution: optionalText(200, 'Institution name is too long', singleLine('Institution')),
  deliveryAddress: optionalText(500, 'Address is too long', multiLine('Address')),
  deliveryCity: optionalText(100, 'City is too long', singleLine('City')),
  deliveryState: optionalText(100, 'State is too long', singleLine('State')),
  deliveryPincode: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, 'Pincode must be 6 digits')
    .optional()
    .nullable(),
});
export type DeliveryDetails = z.infer<typeof DeliveryDetailsSchema>;

/** Home delivery needs the full address; university or college delivery needs the institution (spec, section 5). */
export function isDeliveryComplete(details: Partial<DeliveryDetails>): boolean {
  if (details.deliveryAddressType === 'home') {
    return [
      details.deliveryAddress,
      details.deliveryCity,
      details.deliveryState,
      details.deliveryPincode,
    ].every((field) => Boolean(field?.trim()));
  }
  return Boolean(details.deliveryInstitution?.trim());
}

export const OrderLineInputSchema = z.object({
  productId: z
    .number({ error: 'Product is required' })
    .int()
    .positive()
    .max(MAX_RECORD_ID, 'Product id is out of range'),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(1000, 'Quantity is too large'),
  /** The unit price the buyer saw; a stale one is refused (409). */
  price: clientAmount,
});

export const CreateOrderSchema = DeliveryDetailsSchema.extend({
  /** Sent by the web app (spec, section 7); must be the signed-in user's id when present. */
  userId: z.number().int().optional(),
  /** The figures the buyer saw; never stored, only checked against the server's own. */
  totalAmount: clientAmount,
  commission: clientAmount,
  /** Ignored: the server decides the status (paid or pending_cod). */
  status: z.string().optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose Payment Gateway or Cash on Delivery' }),
  items: z.array(OrderLineInputSchema).min(1, 'Your cart is empty').max(50, 'Too many items in one order'),
  /** For online payment: the provider's payment id and order id, verified before. */
  paymentId: z.string().trim().max(100).optional().nullable(),
  orderId: z.string().trim().max(100).optional().nullable(),
  /** True when checking out a Buy Now item rather than the cart (the cart is then left as it is). */
  fromBuyNow: z.boolean().optional(),
});
export type CreateOrder = z.input<typeof CreateOrderSchema>;

/**
 * The key a browser sends with POST /api/orders, fresh for each checkout attempt and kept while that attempt
 * retries (docs/decisions/040-idempotent-checkout.md). A UUID fits; optional for older clients.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const CheckoutHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(
      IDEMPOTENCY_KEY_PATTERN,
      'Idempotency-Key must be 8 to 100 letters, digits, hyphens or underscores',
    )
    .optional(),
});

export const OrderItemSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  productId: z.number().int(),
  sellerId: z.number().int(),
  quantity: z.number().int(),
  price: z.string(),
  platformFee: z.string(),
  productTitle: z.string(),
  /** The listing's asking price when ordered; above `price` when an accepted offer priced the line. */
  productPrice: z.string(),
  /** The accepted offer that priced this line's one unit (docs/decisions/038-offers.md); null at the asking price. */
  offerId: z.number().int().nullable(),
  sellerName: z.string().nullable(),
  sellerEmail: z.string().nullable(),
  sellerPhone: z.string().nullable(),
  product: z
    .object({
      id: z.number().int(),
      title: z.string(),
      images: z.array(z.string()),
      category: z.string(),
      /** How many private documents (notes, papers) the listing has. */
      documentCount: z.number().int(),
    })
    .nullable(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  subtotal: z.string(),
  totalAmount: z.string(),
  commission: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  customerName: z.string(),
  customerPhone: z.string(),
  deliveryAddressType: z.enum(ADDRESS_TYPES),
  deliveryInstitution: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  deliveryCity: z.string().nullable(),
  deliveryState: z.string().nullable(),
  deliveryPincode: z.string().nullable(),
  canCancel: z.boolean(),
  refundRequested: z.boolean(),
  refundReason: z.string().nullable(),
  refundStatus: z.string().nullable(),
  estimatedDelivery: z.iso.datetime().nullable(),
  trackingNumber: z.string().nullable(),
  paymentId: z.string().nullable(),
  orderId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** What the order lets its buyer do with its listings' documents (documentAccess in order-status.ts). */
  documentAccess: z.enum(['open', 'on-download', 'none']),
  items: z.array(OrderItemSchema),
});
export type Order = z.infer<typeof OrderSchema>;

/** An order in the buyer's list: with how many of its sellers' messages the buyer has not read yet. */
export const OrderSummarySchema = OrderSchema.extend({ unreadMessages: z.number().int() });
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** Who took a step of an order: its buyer, one of its sellers, an admin; null when it happened by itself. */
export const CHANGED_BY_ROLES = ['buyer', 'seller', 'admin'] as const;

/**
 * One step in an order's history. A step that changes no status (a part handed over) has fromStatus = toStatus.
 * What the step says is `noteKind` and `noteParams` (src/domain/contracts/order-history.ts), worded by the reader's
 * language; `note` is its English (docs/decisions/073-notifications-as-data.md).
 */
export const StatusChangeSchema = z
  .object({
    fromStatus: z.string().nullable(),
    toStatus: z.string(),
    note: z.string().nullable(),
    createdAt: z.iso.datetime(),
    changedBy: z.enum(CHANGED_BY_ROLES).nullable(),
    /** The buyer's or seller's name as the order shows it; null for an admin and for automatic steps. */
    changedByName: z.string().nullable(),
  })
  .and(HistoryNoteFieldsSchema);
export type StatusChange = z.infer<typeof StatusChangeSchema>;

/**
 * Where the buyer collects some of a seller's items: the pickup place of their listings when the order was placed
 * (docs/decisions/036-pickup-place-on-the-order.md), with the titles collected there.
 */
export const PickupPlaceSchema = z.object({
  institution: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
  productTitles: z.array(z.string()),
});

/** One seller's part of an order, as the buyer (or an admin) sees it on the order page. */
export const OrderPartSchema = z.object({
  sellerId: z.number().int(),
  sellerName: z.string().nullable(),
  /** Where to collect this seller's items: one place, or one per place when their listings name several. */
  pickupPlaces: z.array(PickupPlaceSchema),
  state: z.enum(PART_STATES),
  /**
   * The code the buyer shows the seller at the hand-over: for the buyer only, and only while the part waits
   * for it; null for anyone else and afterwards.
   */
  handoverCode: z.string().nullable(),
  handedOverAt: z.iso.datetime().nullable(),
  declinedAt: z.iso.datetime().nullable(),
  declineReason: z.string().nullable(),
  /** What the buyer is owed for a declined part of an online-paid order (rupees); null when nothing is due. */
  refundDue: z.string().nullable(),
  /**
   * Cash on delivery: the cash the buyer hands this seller, price plus fee (rupees) — the figure the seller's sale
   * page shows too; null when paid online.
   */
  cashToHandOver: z.string().nullable(),
});
export type OrderPart = z.infer<typeof OrderPartSchema>;

/** Money going back to the buyer for one part of the order (docs/decisions/041-refunds-through-the-gateway.md). */
export const OrderRefundSchema = z.object({
  id: z.number().int(),
  /** The seller whose part is refunded. */
  sellerId: z.number().int().nullable(),
  sellerName: z.string().nullable(),
  reason: z.enum(REFUND_REASONS),
  /** Rupees, exactly what the buyer paid for the part. */
  amount: z.string(),
  status: z.enum(REFUND_STATUSES),
  /** The gateway's reason for a failed refund: for admins only, null for the buyer. */
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  processedAt: z.iso.datetime().nullable(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

export const OrderDetailSchema = OrderSchema.extend({
  statusHistory: z.array(StatusChangeSchema),
  /** One per seller, in the order their items appear. */
  parts: z.array(OrderPartSchema),
  /** When the order became delivered; null before. */
  deliveredAt: z.iso.datetime().nullable(),
  /** When a delivered order completes by itself unless a refund is requested; null unless delivered. */
  autoCompleteAt: z.iso.datetime().nullable(),
  /** Refunds of the order's parts, oldest first. */
  refunds: z.array(OrderRefundSchema),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const RefundRequestSchema = z.object({
  reason: z
    .string({ error: 'Please tell us why you want a refund' })
    .trim()
    .min(1, 'Please tell us why you want a refund')
    .max(1000, 'Reason is too long')
    .regex(...multiLine('Reason')),
});
