import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status.ts';
import { MAX_RECORD_ID } from './common.ts';
import { SavedSearchSchema } from './saved-searches.ts';

export const NOTIFICATION_TYPES = [
  'signup',
  'order',
  'product_sold',
  'message',
  'saved_search',
  'wanted',
  'favourite_price_drop',
  'favourite_sold_out',
  'offer',
  'other',
] as const;

const orderId = z.number().int().positive().max(MAX_RECORD_ID);
/** An amount of money in whole paise (src/domain/money.ts). */
const paise = z.number().int().nonnegative();
/**
 * Stands in for the name of someone whose account was deleted after the notice was written: each language words it
 * ("a former student"), docs/decisions/081-what-a-deleted-account-leaves.md.
 */
export const FORMER_STUDENT = { formerStudent: true } as const;
const FormerStudentSchema = z.object({ formerStudent: z.literal(true) });
/**
 * A name as the order or the account shows it; null when there was none to show when the notice was written, or
 * FORMER_STUDENT once that person deleted their account.
 */
const nameOrNone = z.union([z.string(), FormerStudentSchema]).nullable();

/**
 * What a notification says, as data (docs/decisions/073-notifications-as-data.md): a kind and its values. The
 * server stores this and never a sentence; each language words it from its own typed map
 * (src/domain/notification-texts.ts). Names, titles, notes and search words are kept as written, amounts in
 * paise, statuses as OrderStatus. `text` is a sentence kept from before notifications were data, shown as it is.
 */
export const NotificationContentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('welcome'), params: z.object({ username: z.string() }) }),
  z.object({ kind: z.literal('order_placed'), params: z.object({ orderId }) }),
  z.object({
    kind: z.literal('item_sold'),
    params: z.object({ orderId, quantity: z.number().int().positive(), title: z.string() }),
  }),
  z.object({
    kind: z.literal('order_status_changed'),
    params: z.object({ orderId, status: z.enum(ORDER_STATUSES) }),
  }),
  z.object({ kind: z.literal('sale_completed'), params: z.object({ orderId }) }),
  z.object({ kind: z.literal('part_handed_over'), params: z.object({ orderId, seller: nameOrNone }) }),
  z.object({
    kind: z.literal('part_declined'),
    /** refund: what the buyer gets back for an online-paid part; null when nothing was paid. */
    params: z.object({ orderId, seller: nameOrNone, refund: paise.nullable() }),
  }),
  z.object({ kind: z.literal('unclaimed_payment_refunded'), params: z.object({ amount: paise }) }),
  z.object({ kind: z.literal('checkout_payment_refunded'), params: z.object({ amount: paise }) }),
  z.object({ kind: z.literal('order_refund_processed'), params: z.object({ orderId, amount: paise }) }),
  z.object({
    kind: z.literal('refund_request_approved'),
    /** The admin's note to the buyer, as written; null without one. */
    params: z.object({ orderId, note: z.string().nullable() }),
  }),
  z.object({
    kind: z.literal('refund_request_rejected'),
    params: z.object({ orderId, note: z.string().nullable() }),
  }),
  z.object({
    kind: z.literal('saved_search_matched'),
    params: z.object({ search: SavedSearchSchema.shape.query, title: z.string(), price: paise }),
  }),
  z.object({
    kind: z.literal('favourite_price_dropped'),
    params: z.object({ title: z.string(), from: paise, to: paise }),
  }),
  z.object({ kind: z.literal('favourite_sold_out'), params: z.object({ title: z.string() }) }),
  z.object({
    kind: z.literal('wanted_listed'),
    /** A listing answers a wanted post (docs/decisions/094-wanted-posts.md): the post's title and the listing's. */
    params: z.object({ wanted: z.string(), title: z.string(), price: paise }),
  }),
  z.object({
    kind: z.literal('new_message'),
    /**
     * Who wrote: their name, or their side of the order when their account was gone when the notice was written,
     * or FORMER_STUDENT once they deleted it.
     */
    params: z.object({
      orderId,
      from: z.union([
        z.object({ name: z.string() }),
        z.object({ role: z.enum(['buyer', 'seller']) }),
        FormerStudentSchema,
      ]),
    }),
  }),
  // Offers on a listing (docs/decisions/038-offers.md): `from` is the other side's name, amounts in paise.
  z.object({
    kind: z.literal('offer_made'),
    params: z.object({ title: z.string(), from: z.string(), amount: paise }),
  }),
  z.object({
    kind: z.literal('offer_countered'),
    params: z.object({ title: z.string(), from: z.string(), amount: paise }),
  }),
  z.object({
    kind: z.literal('offer_accepted'),
    /** by: who accepted — the seller (the buyer's offer) or the buyer (the seller's counter). */
    params: z.object({ title: z.string(), from: z.string(), amount: paise, by: z.enum(['buyer', 'seller']) }),
  }),
  z.object({
    kind: z.literal('offer_declined'),
    params: z.object({ title: z.string(), from: z.string(), amount: paise, by: z.enum(['buyer', 'seller']) }),
  }),
  z.object({
    kind: z.literal('offer_closed'),
    params: z.object({ title: z.string(), reason: z.enum(['sold_out', 'withdrawn']) }),
  }),
  z.object({
    kind: z.literal('new_listing_message'),
    /**
     * A message about a listing, before any order (docs/decisions/037-listing-conversations-and-inbox.md): the
     * conversation it opens, the listing's title and who wrote (FORMER_STUDENT once they deleted their account).
     */
    params: z.object({
      conversationId: z.number().int().positive().max(MAX_RECORD_ID),
      title: z.string(),
      from: z.union([z.object({ name: z.string(), userId: z.number().int() }), FormerStudentSchema]),
    }),
  }),
  z.object({
    kind: z.literal('listing_hidden'),
    /** The PassItOn team's reason, as written (docs/decisions/083-reports-and-suspensions.md). */
    params: z.object({ title: z.string(), reason: z.string() }),
  }),
  z.object({
    kind: z.literal('report_resolved'),
    /** What the reporter reported, and whether the team acted on it; never who or what was done. */
    params: z.object({
      targetType: z.enum(['listing', 'user', 'message', 'review']),
      actionTaken: z.boolean(),
    }),
  }),
  z.object({ kind: z.literal('text'), params: z.object({ text: z.string() }) }),
]);
export type NotificationContent = z.infer<typeof NotificationContentSchema>;
export type NotificationKind = NotificationContent['kind'];
/** The values of one kind of notification. */
export type NotificationParams<Kind extends NotificationKind> = Extract<
  NotificationContent,
  { kind: Kind }
>['params'];

export const NotificationSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(NOTIFICATION_TYPES),
    /** The notification in English (the spec's field, for API clients); the web words kind and params itself. */
    message: z.string(),
    userId: z.number().int(),
    orderId: z.number().int().nullable(),
    productId: z.number().int().nullable(),
    /**
     * The page the notification opens (the buyer's order page, the seller's sale page, or the listing a notice
     * about a listing is about); null for none.
     */
    link: z.string().nullable(),
    isRead: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .and(NotificationContentSchema);
export type Notification = z.infer<typeof NotificationSchema>;
