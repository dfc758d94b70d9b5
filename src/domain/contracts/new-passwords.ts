import { isCommonPassword } from '../common-passwords.ts';
import { ChangePasswordSchema, RegisterSchema, ResetPasswordSchema } from './auth.ts';

/*
 * The API's bodies that choose a password — signing up, resetting it, changing it — refuse the most common
 * passwords besides the length rule of auth.ts (docs/decisions/080-failed-sign-ins-and-common-passwords.md). They
 * live apart from the forms' schemas so the 200 KB list stays on the server: the forms validate the length, and
 * show this refusal when the server answers with it.
 */

/** What the API answers a password among the most common ones. */
export const COMMON_PASSWORD = 'This password is too common. Please choose another.';

const refusal = (path: string) => ({ message: COMMON_PASSWORD, path: [path] });

/** POST /api/register. */
export const RegisterBodySchema = RegisterSchema.refine(
  (account) => !isCommonPassword(account.password),
  refusal('password'),
);

/** POST /api/password/reset. */
export const ResetPasswordBodySchema = ResetPasswordSchema.refine(
  (reset) => !isCommonPassword(reset.password),
  refusal('password'),
);

/** PUT /api/user/password. */
export const ChangePasswordBodySchema = ChangePasswordSchema.refine(
  (change) => !isCommonPassword(change.newPassword),
  refusal('newPassword'),
);
