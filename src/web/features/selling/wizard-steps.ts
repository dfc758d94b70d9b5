/** The listing wizard's steps, in order (spec, section 2); the Sell page counts them. */
export const WIZARD_STEPS = [
  'Disclaimer',
  'Product Details',
  'Smart Pricing',
  'Upload Files',
  'Address & Pickup',
  'Review & Submit',
] as const;
