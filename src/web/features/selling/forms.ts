import { z } from 'zod';
import { ADDRESS_TYPES, INDIAN_STATES } from '../../../domain/catalogue.ts';
import {
  listingCoreFields,
  ProductFormSchema,
  WizardListingSchema,
} from '../../../domain/contracts/listings.ts';

/**
 * The selling forms' schemas: the shared contract (the server validates with the same rules) plus what only
 * the screens ask for. City and state are asked for on top of the spec's fields, so buyers can find a
 * listing by city.
 */

const cityField = z.string({ error: 'City is required' }).trim().min(1, 'City is required').max(80);
const stateField = z
  .string({ error: 'State is required' })
  .pipe(z.enum(INDIAN_STATES, { error: 'State is required' }));

/** The listing wizard: files are kept apart (they upload as soon as they are picked). */
export const WizardFormSchema = WizardListingSchema.omit({ images: true, files: true }).extend({
  pickupCity: cityField,
  pickupState: stateField,
});
export type WizardFormInput = z.input<typeof WizardFormSchema>;
export type WizardFormOutput = z.output<typeof WizardFormSchema>;

/** Which fields each wizard step checks before moving on. */
export const WIZARD_STEP_FIELDS = {
  1: ['disclaimerAccepted'],
  2: [
    'title',
    'category',
    'condition',
    'description',
    'quantity',
    'isbn',
    'authors',
    'edition',
    'publisher',
    'publicationYear',
    'course',
    'semester',
  ],
  3: ['price', 'originalPrice'],
  4: [],
  5: ['institute', 'pickupAddress', 'pickupCity', 'pickupState', 'pickupPincode'],
  6: [],
} as const satisfies Record<number, readonly (keyof WizardFormInput)[]>;

export const emptyWizardForm: WizardFormInput = {
  disclaimerAccepted: false,
  title: '',
  category: '',
  condition: '',
  description: '',
  quantity: '1',
  price: '',
  originalPrice: '',
  institute: '',
  pickupAddress: '',
  pickupCity: '',
  pickupState: '',
  pickupPincode: '',
  isbn: '',
  authors: '',
  edition: '',
  publisher: '',
  publicationYear: '',
  course: '',
  semester: '',
};

export const BulkProductSchema = z.object(listingCoreFields);
export type BulkProductInput = z.input<typeof BulkProductSchema>;

export const emptyBulkProduct: BulkProductInput = {
  title: '',
  description: '',
  price: '',
  originalPrice: '',
  condition: '',
  category: '',
  quantity: '1',
};

/** The bulk wizard: one disclaimer and one pickup address for every product card. */
export const BulkFormSchema = z.object({
  disclaimerAccepted: WizardListingSchema.shape.disclaimerAccepted,
  products: z.array(BulkProductSchema).min(1, 'Add at least one product'),
  institute: WizardListingSchema.shape.institute,
  pickupAddress: WizardListingSchema.shape.pickupAddress,
  pickupCity: cityField,
  pickupState: stateField,
  pickupPincode: WizardListingSchema.shape.pickupPincode,
});
export type BulkFormInput = z.input<typeof BulkFormSchema>;
export type BulkFormOutput = z.output<typeof BulkFormSchema>;

export const emptyBulkForm: BulkFormInput = {
  disclaimerAccepted: false,
  products: [emptyBulkProduct],
  institute: '',
  pickupAddress: '',
  pickupCity: '',
  pickupState: '',
  pickupPincode: '',
};

/** The dashboard's product form (edit): the address type is always chosen there. */
export const EditListingFormSchema = ProductFormSchema.omit({ images: true, files: true }).extend({
  pickupAddressType: z.enum(ADDRESS_TYPES, { error: 'Address type is required' }),
});
export type EditListingFormInput = z.input<typeof EditListingFormSchema>;
export type EditListingFormOutput = z.output<typeof EditListingFormSchema>;
