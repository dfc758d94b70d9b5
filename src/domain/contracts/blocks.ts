import { z } from 'zod';

/**
 * Blocks (docs/decisions/084-blocks.md): a student blocks another, who can then no longer message them or order
 * from them, and whose listings the blocker no longer sees.
 */
export const BlockedUserSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  /** Their full name, else their username. */
  name: z.string(),
  blockedAt: z.iso.datetime(),
});
export type BlockedUser = z.infer<typeof BlockedUserSchema>;
