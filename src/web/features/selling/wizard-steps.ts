import { msg } from '@lingui/core/macro';

/** The listing wizard's steps, in order (spec, section 2); the Sell page counts them. Shown in the reader's language. */
export const WIZARD_STEPS = [
  msg`Disclaimer`,
  msg`Product Details`,
  msg`Smart Pricing`,
  msg`Upload Files`,
  msg`Address & Pickup`,
  msg`Review & Submit`,
] as const;
