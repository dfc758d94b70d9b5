import { z } from 'zod';
import { ADDRESS_TYPES } from '../catalogue.ts';
import { HANDOVER_CODE_PATTERN, PART_STATES } from '../exchange.ts';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../order-status.ts';
import { multiLine, optional, pageQuery, recordId } from './common.ts';
import { StatusChangeSchema } from './orders.ts';

/**
 * A seller's sales: their part of each order (docs/decisions/031-sales-and-decline.md). A seller sees the buyer's
 * name, phone and delivery details for their own sales only, and never the hand-over code.
 */

/** Sales are listed newest first, a page at a time; the total is in X-Total-Count. */
export const SALES_PAGE_SIZE = 20;

export const SalesQuerySchema = z.object(
  pageQuery({ pageSize: SALES_PAGE_SIZE, maxLimit: 50, rows: 'sales' }),
);
export type SalesQuery = z.input<typeof SalesQuerySchema>;

/** An admin reading a sale of an order with several sellers names whose part (default: the first seller's). */
export const SaleQuerySchema = z.object({
  sellerId: optional(recordId('Seller id')),
});

/** One of the seller's lines in the order, at the price the buyer paid the seller. */
export const SaleItemSchema = z.object({
  productId: z.number().int(),
  productTitle: z.string(),
  quantity: z.number().int(),
  /** The seller's unit price (rupees). */
  unitPrice: z.string(),
  /** The listing's asking price when the buyer bought at an accepted offer (docs/decisions/038-offers.md); else null. */
  askingPrice: z.string().nullable(),
  /** The listing's first image, if it has one (a file name under /uploads). */
  image: z.string().nullable(),
});
export type SaleItem = z.infer<typeof SaleItemSchema>;

export const SaleSchema = z.object({
  orderId: z.number().int(),
  /** When the order was placed. */
  createdAt: z.iso.datetime(),
  orderStatus: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  sellerId: z.number().int(),
  /** Where this seller's part stands. */
  state: z.enum(PART_STATES),
  handedOverAt: z.iso.datetime().nullable(),
  declinedAt: z.iso.datetime().nullable(),
  declineReason: z.string().nullable(),
  /** True while the seller may enter the hand-over code or decline: the part waits and the order is live. */
  canHandOver: z.boolean(),
  /** Wrong codes the seller may still enter before a wait (see codeLockedUntil). */
  codeTriesLeft: z.number().int(),
  /** Set while the seller must wait after too many wrong codes. */
  codeLockedUntil: z.iso.datetime().nullable(),
  items: z.array(SaleItemSchema),
  /** What the seller receives: the base price of their lines (rupees), no fee. */
  sellerReceives: z.string(),
  /** PassItOn's fee on the seller's lines (rupees): paid online, or owed by the seller for a cash sale. */
  platformFee: z.string(),
  /** Cash on delivery: what the buyer hands over, price plus fee (rupees); null when paid online. */
  cashToHandOver: z.string().nullable(),
  buyer: z.object({ name: z.string(), phone: z.string() }),
  delivery: z.object({
    addressType: z.enum(ADDRESS_TYPES),
    institution: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    pincode: z.string().nullable(),
  }),
  /** Messages from the buyer in this sale's conversation the seller has not read yet. */
  unreadMessages: z.number().int(),
});
export type Sale = z.infer<typeof SaleSchema>;

export const SaleDetailSchema = SaleSchema.extend({
  /** The order's status changes and this seller's own steps (other sellers' steps are theirs). */
  statusHistory: z.array(StatusChangeSchema),
});
export type SaleDetail = z.infer<typeof SaleDetailSchema>;

export const HandOverSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code from the buyer' })
    .trim()
    .regex(HANDOVER_CODE_PATTERN, 'Enter the 6-digit code from the buyer'),
});
export type HandOver = z.input<typeof HandOverSchema>;

export const DeclineSaleSchema = z.object({
  reason: z
    .string({ error: 'Please tell the buyer why you are declining' })
    .trim()
    .min(1, 'Please tell the buyer why you are declining')
    .max(500, 'Reason must be at most 500 characters')
    .regex(...multiLine('Reason')),
});
export type DeclineSale = z.input<typeof DeclineSaleSchema>;
