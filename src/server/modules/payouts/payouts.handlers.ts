import { and, eq, isNull, sql } from 'drizzle-orm';
import { conflict } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { payoutEntries } from './payouts.tables.ts';

/**
 * The payouts module's reactions to other modules' events. A student deleting their account
 * (docs/decisions/029-deleting-an-account.md) while unpaid entries of the ledger still come to money owed to them
 * is refused: the payout needs them. The ledger itself is never touched; it names the seller by id only.
 */
export function registerPayoutHandlers(events: EventBus): void {
  events.on('user.deleting', async ({ userId }, tx) => {
    const [unpaid] = await tx
      .select({ owed: sql<string>`coalesce(sum(${payoutEntries.amountPaise}), 0)::text` })
      .from(payoutEntries)
      .where(and(eq(payoutEntries.sellerId, userId), isNull(payoutEntries.paidAt)));
    if (Number(unpaid?.owed ?? 0) > 0) throw conflict('account.payout_owed');
  });
}
