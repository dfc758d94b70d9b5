/*
 * Every PostgreSQL advisory lock the app takes, by its key, in one place: two locks that shared a key by accident
 * would make unrelated work wait for each other, or skip a run because the other one holds it.
 *
 * The numbers never change. A deployment rolling from one release to the next runs both for a while, and both
 * must take the same lock for the same thing, so a key once released stays as it is; a new lock takes a new number
 * (lock-keys.test.ts checks that no two are the same).
 *
 * PostgreSQL has two key spaces that never meet: one 64-bit key (`pg_advisory_lock(bigint)`) and a pair of 32-bit
 * keys (`pg_advisory_lock(int, int)`). LOCK_KEYS are the first; LOCK_SPACES are the first half of a pair, whose
 * second half names the thing locked (a buyer, a job).
 */

/** Single 64-bit keys: each guards one piece of work that must not run twice at once across processes. */
export const LOCK_KEYS = {
  /**
   * Applying the migrations at start-up: one process migrates while the others starting with it wait
   * ("MIG" in ASCII; db/client.ts, docs/decisions/060-more-than-one-process.md).
   */
  migrations: 0x4d4947,
  /** Seeding the demo catalogue into an empty database: only one process may find it empty and fill it. */
  demoSeed: 7_240_516,
  /** Creating the SQL console's read-only role and its grants (docs/decisions/026-sql-console-read-only.md). */
  consoleRoleSetup: 7_304_115_001,
  /** The sweep of uploads no listing uses (docs/decisions/010-upload-records.md). */
  uploadSweep: 7_304_115_010,
  /** Completing delivered orders after AUTO_COMPLETE_DAYS (docs/decisions/033-auto-complete-and-notification-links.md). */
  autoComplete: 7_304_115_030,
  /** Looking for refunds to send to the gateway (docs/decisions/041-refunds-through-the-gateway.md). */
  refundJob: 7_304_115_041,
} as const;

/** First keys of two-key locks: each names a family of locks, the second key the member. */
export const LOCK_SPACES = {
  /**
   * A buyer's checkout attempt, second key hashtext('{buyerId}:{Idempotency-Key}'): a retry waits for the first
   * attempt to commit or roll back ("KEY" in ASCII; docs/decisions/040-idempotent-checkout.md).
   */
  checkoutKey: 0x4b4559,
  /**
   * A buyer's cash-on-delivery orders, second key the buyer's id: two orders placed at once cannot both slip under
   * the limit ("COD" in ASCII; docs/decisions/003-exchange-counts-and-abuse-limits.md).
   */
  cashOrders: 0x434f44,
  /** A student's saved searches, second key their id: the cap of MAX_SAVED_SEARCHES ("SAV"; db/user-lock.ts). */
  savedSearches: 0x534156,
  /** A student's favourites, second key their id: the cap of MAX_FAVOURITES ("FAV"; db/user-lock.ts). */
  favourites: 0x464156,
  /**
   * An account's password-reset links, second key its id: at most RESET_MAILS_PER_HOUR an hour ("RST";
   * db/user-lock.ts).
   */
  resetMails: 0x525354,
  /**
   * A student's reports, second key their id: at most REPORTS_PER_DAY a day, and one open report per thing ("REP";
   * db/user-lock.ts, docs/decisions/083-reports-and-suspensions.md).
   */
  reports: 0x524550,
  /**
   * A student's offers, second key their id: at most OFFERS_PER_DAY a day ("OFR"; db/user-lock.ts,
   * docs/decisions/038-offers.md).
   */
  offers: 0x4f4652,
  /**
   * A periodic job, second key hashtext(job name): one process runs it at a time ("JOB" in ASCII; db/job-lock.ts,
   * docs/decisions/060-more-than-one-process.md).
   */
  periodicJobs: 0x4a4f42,
  /**
   * A seller's fee balance, second key the seller's id: settling and recording fees paid read what is owed and
   * write against it one at a time ("FEE" in ASCII; docs/decisions/048-fees-cash-sales-owe.md).
   */
  sellerFees: 0x464545,
  /**
   * The ratings of an order's deals, second key the order's id: the two sides rating at once both see the other's
   * rating and show both ("RAT" in ASCII; docs/decisions/082-ratings-from-real-deals.md).
   */
  dealRatings: 0x524154,
  /**
   * A student's wanted posts, second key their id: at most MAX_OPEN_WANTED open ("WNT" in ASCII; db/user-lock.ts,
   * docs/decisions/094-wanted-posts.md).
   */
  wanted: 0x574e54,
} as const;
