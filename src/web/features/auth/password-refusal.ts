import { ApiError } from '../../lib/api-client.ts';

/**
 * The server's refusal of a new password that is among the most common ones (docs/decisions/080-failed-sign-ins-and-common-passwords.md):
 * its message, for the form to show on the password field, or undefined for any other failure. The forms check
 * only the length themselves; the list of common passwords is too large to send to the browser.
 */
export function commonPasswordRefusal(error: unknown): string | undefined {
  return error instanceof ApiError && error.code === 'validation.password_too_common'
    ? error.serverMessage
    : undefined;
}
