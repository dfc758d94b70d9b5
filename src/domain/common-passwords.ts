// zxcvbn-ts's list of common passwords (MIT): 49,233 passwords as leaked password lists hold them, most common
// first, all in lower case (docs/decisions/080-failed-sign-ins-and-common-passwords.md).
import passwords from '@zxcvbn-ts/language-common/src/passwords.json' with { type: 'json' };

/** How many of the most common passwords are refused: the whole list, far more than the 10,000 asked for. */
export const COMMON_PASSWORD_COUNT = passwords.length;

let common: ReadonlySet<string> | undefined;

/**
 * Whether a password is among the most common ones, in any letter case (so "Password" is as guessable as
 * "password"). Compared as it is hashed, after NFKC. The set is built on first use, not when this file is loaded.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(passwords);
  return common.has(password.normalize('NFKC').toLowerCase());
}
