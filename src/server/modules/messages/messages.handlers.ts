import { eq } from 'drizzle-orm';
import type { EventBus } from '../../lib/events.ts';
import { continueIntoOrder } from './listing-conversations.service.ts';
import { orderMessages } from './messages.tables.ts';

/**
 * The messages module's reactions to other modules' events. A student deleting their account
 * (docs/decisions/081-what-a-deleted-account-leaves.md): what they wrote is erased, each message kept in its place
 * so the other party's replies still read in order; the other party's own messages stay theirs. An order placed
 * carries on its buyer's conversations about the listings in it (docs/decisions/037).
 */
export function registerMessageHandlers(events: EventBus): void {
  events.on('user.deleting', async ({ userId }, tx) => {
    await tx.update(orderMessages).set({ text: null }).where(eq(orderMessages.authorId, userId));
  });
  events.on('order.placed', (order, tx) => continueIntoOrder(tx, order));
}
