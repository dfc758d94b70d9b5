import { eq, sql } from 'drizzle-orm';
import { FEE_KINDS } from '../../../domain/payouts.ts';
import { conflict } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { payoutEntries } from './payouts.tables.ts';

/**
 * The payouts module's reactions to other modules' events. A student deleting their account
 * (docs/decisions/029-deleting-an-account.md) while unpaid entries of the ledger still come to money owed to them
 * is refused: the payout needs them. Fees they owe for cash sales come off first (docs/decisions/048). The ledger
 * itself is never touched; it names the seller by id only.
 */
export function registerPayoutHandlers(events: EventBus): void {
  events.on('user.deleting', async ({ userId }, tx) => {
    const fee = sql`${payoutEntries.kind} IN (${sql.join(
      FEE_KINDS.map((kind) => sql`${kind}`),
      sql`, `,
    )})`;
    // Unpaid payouts, less the fees owed (the fee entries are a balance, never marked off).
    const [unpaid] = await tx
      .select({
        owed: sql<string>`coalesce(sum(${payoutEntries.amountPaise}) filter (where ${fee} OR ${payoutEntries.paidAt} IS NULL), 0)::text`,
      })
      .from(payoutEntries)
      .where(eq(payoutEntries.sellerId, userId));
    if (Number(unpaid?.owed ?? 0) > 0) throw conflict('account.payout_owed');
  });
}
