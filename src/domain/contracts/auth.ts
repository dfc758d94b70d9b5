import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { indianMobileNumber } from '../phone.ts';
import { singleLine } from './common.ts';

/** Accounts: the one set of rules the /auth forms and the server both validate with. */

export const USERNAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;

const username = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, 'Username must be at least 3 characters')
  .max(40, 'Username must be at most 40 characters')
  .regex(...singleLine('Username'));

const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters')
  .max(128, 'Password must be at most 128 characters');

const email = z.email('Please enter a valid email address').max(254, 'Please enter a valid email address');

// Written any way Indians write it ("+91 98765 43210"), kept as the 10-digit number (src/domain/phone.ts); text
// that is not one stays as typed, for the rule to refuse it beside the form's other messages.
const mobileNumber = z.preprocess(
  (written) => (typeof written === 'string' ? (indianMobileNumber(written) ?? written) : written),
  z.string().regex(/^[6-9]\d{9}$/, 'Please enter a valid 10-digit mobile number'),
);

/**
 * What the sign-in field takes: the username or the account's e-mail address, in any letter case. The field keeps
 * the spec's label and messages; a name with an @ may be as long as an address.
 */
const signInName = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, 'Username must be at least 3 characters')
  .refine((name) => name.includes('@') || name.length <= 40, 'Username must be at most 40 characters')
  .refine((name) => !name.includes('@') || name.length <= 254, 'Please enter a valid email address');

/** POST /api/login. The password is checked only for its length: a password chosen before the rules grew still signs in. */
export const LoginSchema = z.object({ username: signInName, password });
export type Login = z.infer<typeof LoginSchema>;

export const RegisterSchema = z.object({
  username: username.regex(
    /^[A-Za-z0-9_.-]+$/,
    'Username may contain only letters, numbers, dots, dashes and underscores',
  ),
  email,
  phone: mobileNumber,
  password,
});
export type Register = z.infer<typeof RegisterSchema>;

/** The register form adds two fields that never leave the browser. */
export const RegisterFormSchema = RegisterSchema.extend({
  confirmPassword: z.string(),
  acceptTerms: z.boolean().refine((accepted) => accepted, {
    message: 'You must agree to our Terms & Conditions and Privacy Policy',
  }),
}).refine((form) => form.password === form.confirmPassword, {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
});
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

/** The server's answer to a wrong current password; the settings form shows it on that field. */
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';

const currentPassword = z
  .string()
  .min(1, 'Enter your current password')
  .max(128, 'Password must be at most 128 characters');

const passwordChange = z.object({ currentPassword, newPassword: password });
const newPasswordDiffers = {
  check: (change: { currentPassword: string; newPassword: string }) =>
    change.currentPassword !== change.newPassword,
  issue: { message: 'Choose a new password that is different from your current one', path: ['newPassword'] },
};

/** PUT /api/user/password: the new password follows the sign-up rule; the current one proves who is asking. */
export const ChangePasswordSchema = passwordChange.refine(newPasswordDiffers.check, newPasswordDiffers.issue);
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** The settings form adds a confirmation that never leaves the browser. */
export const ChangePasswordFormSchema = passwordChange
  .extend({ confirmPassword: z.string() })
  .refine(newPasswordDiffers.check, newPasswordDiffers.issue)
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** GET /api/user/sessions: how many other browsers or devices are signed in to this account. */
export const OtherSessionsSchema = z.object({ otherSessions: z.number().int().min(0) });
export type OtherSessions = z.infer<typeof OtherSessionsSchema>;

/** DELETE /api/user/sessions/others: how many sessions were ended. */
export const SignedOutOthersSchema = z.object({ message: z.string(), signedOut: z.number().int().min(0) });
export type SignedOutOthers = z.infer<typeof SignedOutOthersSchema>;

/*
 * Forgotten passwords and e-mail verification (docs/decisions/028-password-reset-and-email-verification.md).
 */

/** What POST /api/password/forgot answers whatever the address: nobody learns whether an account uses it. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account uses that address, we have e-mailed it a link to choose a new password. The link works for 30 minutes.';

/** A reset or verification link that is wrong, used or older than it may be. */
export const EXPIRED_LINK = 'This link has expired or has already been used. Please ask for a new one.';

const token = z
  .string()
  .trim()
  .min(1, 'This link is incomplete. Please ask for a new one.')
  .max(200, EXPIRED_LINK);

/** POST /api/password/forgot. */
export const ForgotPasswordSchema = z.object({ email });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

/** POST /api/password/reset: the e-mailed token and a new password following the sign-up rule. */
export const ResetPasswordSchema = z.object({ token, password });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** The reset page adds a confirmation that never leaves the browser. */
export const ResetPasswordFormSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** POST /api/email/verify: the token of the link e-mailed to the account's address. */
export const VerifyEmailSchema = z.object({ token });
export type VerifyEmail = z.infer<typeof VerifyEmailSchema>;

/*
 * The profile (/account): name, mobile number, and where the student studies, which browse uses to offer
 * "Near my campus" (docs/decisions/017-student-search.md).
 */

/** Limits as the catalogue's city and institution filters have them, so a profile's place is always a valid filter. */
export const PROFILE_INSTITUTE_MAX_LENGTH = 120;
export const PROFILE_CITY_MAX_LENGTH = 60;

/** Optional text of one line: trimmed, and left empty it is cleared (null). */
const optionalText = (field: string, maxLength: number, message: string) =>
  z
    .string()
    .trim()
    .max(maxLength, message)
    .regex(...singleLine(field))
    .transform((text) => (text === '' ? null : text));

/** PUT /api/user: the whole profile as the form shows it. */
export const UpdateProfileSchema = z.object({
  fullName: optionalText('Name', 80, 'Name must be at most 80 characters'),
  phone: mobileNumber,
  institute: optionalText(
    'College',
    PROFILE_INSTITUTE_MAX_LENGTH,
    `College must be at most ${PROFILE_INSTITUTE_MAX_LENGTH} characters`,
  ),
  city: optionalText(
    'City',
    PROFILE_CITY_MAX_LENGTH,
    `City must be at most ${PROFILE_CITY_MAX_LENGTH} characters`,
  ),
});
export type UpdateProfileInput = z.input<typeof UpdateProfileSchema>;
export type UpdateProfile = z.output<typeof UpdateProfileSchema>;
/** DELETE /api/user: the password proves the account's owner is asking (docs/decisions/029-deleting-an-account.md). */
export const DeleteAccountSchema = z.object({
  password: z.string().min(1, 'Enter your password').max(128, 'Password must be at most 128 characters'),
});
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

/** The server's answer to a wrong password when deleting the account; the dialog shows it on the field. */
export const WRONG_PASSWORD = 'Your password is not correct';

export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  fullName: z.string().nullable(),
  /** The college or university the student gave in their profile. */
  institute: z.string().nullable(),
  city: z.string().nullable(),
  isAdmin: z.boolean(),
  /** The owner followed the link e-mailed to `email` (docs/decisions/028-password-reset-and-email-verification.md). */
  emailVerified: z.boolean(),
  /** The language the student reads the app in, and is e-mailed in (docs/decisions/072-e-mail-languages.md). */
  language: z.enum(LANGUAGES),
  createdAt: z.iso.datetime(),
});
export type User = z.infer<typeof UserSchema>;

/** PUT /api/user/language: the language the signed-in student switched to. */
export const UserLanguageSchema = z.object({
  language: z.enum(LANGUAGES, { error: 'Language must be en or hi' }),
});
export type UserLanguage = z.infer<typeof UserLanguageSchema>;
