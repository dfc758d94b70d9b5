/** The whole database schema: each module owns its tables; this file only gathers them for Drizzle. */
export * from '../modules/achievements/achievements.tables.ts';
export * from '../modules/admin/admin.tables.ts';
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/blocks/blocks.tables.ts';
export * from '../modules/cart/cart.tables.ts';
export * from '../modules/favourites/favourites.tables.ts';
export * from '../modules/mail/mail.tables.ts';
export * from '../modules/messages/messages.tables.ts';
export * from '../modules/moderation/moderation.tables.ts';
export * from '../modules/notifications/notifications.tables.ts';
export * from '../modules/orders/orders.tables.ts';
export * from '../modules/payments/payments.tables.ts';
export * from '../modules/payouts/payouts.tables.ts';
export * from '../modules/products/products.tables.ts';
export * from '../modules/reviews/reviews.tables.ts';
export * from '../modules/saved-searches/saved-searches.tables.ts';
export * from '../modules/uploads/uploads.tables.ts';
