/**
 * Values of the contracts that the web app's start-up code needs, kept in a file that imports no zod: a value
 * imported from a contract file brings zod into the first load of every page (docs/decisions/100-zod-out-of-the-first-load.md).
 * The contract files re-export them, so the server reads them where it always did.
 */

/** Conversations on one page of the inbox, unless the request asks for another number. */
export const INBOX_PAGE_SIZE = 20;

/**
 * Sent instead of a replay when the events after the browser's Last-Event-ID are no longer kept: the web app reads
 * everything live events could have changed again.
 */
export const LIVE_RESYNC_EVENT = 'resync';
