/**
 * What other modules may use of the auth module: its sessions and sign-in limit (for app.ts), whether a session still
 * holds (for the live stream), who users are, how they are named and what their public profile may show, and the
 * account lists the admin module shows. Never its tables: a module needing a user's name asks for it here, and one
 * showing sellers' badges beside its own rows takes `isVerifiedStudent` as a column.
 * Suspensions are kept on the account, so they are here too.
 */
export {
  countUsers,
  ensureAdmin,
  findUserById,
  findUserIdsMatching,
  findUsersByIds,
  findUsersContact,
  findUsersPublicNames,
  latestUsers,
  listAdmins,
  listUsersPage,
  registerUser,
  toPublicUser,
} from './auth.service.ts';
export { findPublicAccount, isPublicAccount, type PublicAccount } from './public-accounts.ts';
export { isStillSignedIn, registerSessions, SESSION_COOKIE } from './sessions.ts';
export { signInLimit } from './sign-in-failures.ts';
export {
  findModerationAccounts,
  liftSuspension,
  listSuspendedUsers,
  type ModerationAccount,
  suspendUser,
} from './suspensions.ts';
export { findVerifiedStudents, isVerifiedStudent } from './verified-student.ts';
