import { perUserRateLimit } from '../../http/rate-limits.ts';

/** Enough for a real conversation about a meeting place; a script flooding the other party stops here. */
export const MESSAGES_PER_MINUTE = 20;

/** The limit on writing a message, the same wherever it is written (an order, a listing, the inbox). */
export const messageRateLimit = () =>
  perUserRateLimit(MESSAGES_PER_MINUTE, '1 minute', 'You have sent too many messages in the last minute.');
