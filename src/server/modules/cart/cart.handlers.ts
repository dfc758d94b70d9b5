import { eq } from 'drizzle-orm';
import type { EventBus } from '../../lib/events.ts';
import { cartItems } from './cart.tables.ts';

/**
 * The cart module's reactions to other modules' events: a student deleting their account loses their cart with it
 * (docs/decisions/029-deleting-an-account.md).
 */
export function registerCartHandlers(events: EventBus): void {
  events.on('user.deleting', async ({ userId }, tx) => {
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  });
}
