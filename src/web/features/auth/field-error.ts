import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import {
  PROFILE_CITY_MAX_LENGTH,
  PROFILE_INSTITUTE_MAX_LENGTH,
  WRONG_CURRENT_PASSWORD,
  WRONG_PASSWORD,
} from '../../../domain/contracts/auth.ts';

/**
 * The account forms' messages in the reader's language. The shared zod schemas (and the server's answers shown on
 * a field) speak English, the words the spec gives; the forms show them translated, keyed by that English text.
 */
const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  'Username must be at least 3 characters': msg`Username must be at least 3 characters`,
  'Username must be at most 40 characters': msg`Username must be at most 40 characters`,
  'Username may contain only letters, numbers, dots, dashes and underscores': msg`Username may contain only letters, numbers, dots, dashes and underscores`,
  'Password must be at least 6 characters': msg`Password must be at least 6 characters`,
  'Password must be at most 128 characters': msg`Password must be at most 128 characters`,
  'Please enter a valid email address': msg`Please enter a valid email address`,
  'Please enter a valid 10-digit mobile number': msg`Please enter a valid 10-digit mobile number`,
  'You must agree to our Terms & Conditions and Privacy Policy': msg`You must agree to our Terms & Conditions and Privacy Policy`,
  'Passwords do not match': msg`Passwords do not match`,
  'Enter your current password': msg`Enter your current password`,
  'Choose a new password that is different from your current one': msg`Choose a new password that is different from your current one`,
  'Enter your password': msg`Enter your password`,
  'Name must be at most 80 characters': msg`Name must be at most 80 characters`,
  [`College must be at most ${PROFILE_INSTITUTE_MAX_LENGTH} characters`]: msg`College must be at most ${{ max: PROFILE_INSTITUTE_MAX_LENGTH }} characters`,
  [`City must be at most ${PROFILE_CITY_MAX_LENGTH} characters`]: msg`City must be at most ${{ max: PROFILE_CITY_MAX_LENGTH }} characters`,
  [WRONG_CURRENT_PASSWORD]: msg`Your current password is not correct`,
  [WRONG_PASSWORD]: msg`Your password is not correct`,
};

/** Translates a field's message; one this list does not know is shown as it came. */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      const descriptor = FIELD_MESSAGES[message];
      return descriptor ? i18n._(descriptor) : message;
    },
    [i18n],
  );
}
