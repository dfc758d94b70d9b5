import { z } from 'zod';
import { ADDRESS_TYPES, CATEGORIES, CONDITIONS, INDIAN_STATES } from '../catalogue.ts';
import { multiLine, ProductParamsSchema, singleLine } from './common.ts';
import { IsbnSchema, ProductSchema } from './products.ts';

/**
 * Selling: uploads and the seller's own listings. One set of rules for the wizard, the bulk wizard, the
 * dashboard's product form and the server (spec, section 5;
 * docs/decisions/013-catalogue-lists-and-pricing-guide.md,
 * docs/decisions/014-uploaded-files-and-the-file-store.md).
 */

// ---------------------------------------------------------------------------------------------------------
// Files

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt'] as const;
export const FILE_KINDS = ['image', 'document'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

const MB = 1024 * 1024;
export const MAX_IMAGE_BYTES = 10 * MB;
export const MAX_PDF_BYTES = 25 * MB;
/** doc, docx and txt. */
export const MAX_OTHER_DOCUMENT_BYTES = 10 * MB;
/** The largest file of any kind: the most a single upload part may carry. */
export const MAX_UPLOAD_BYTES = MAX_PDF_BYTES;
export const MAX_FILES_PER_UPLOAD = 10;
export const MAX_LISTING_IMAGES = 10;
export const MAX_LISTING_DOCUMENTS = 5;

/** What the file picker offers: the allowed extensions and their MIME types (phones filter by type). */
export const FILE_INPUT_ACCEPT = [
  ...IMAGE_EXTENSIONS.map((extension) => `.${extension}`),
  ...DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`),
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
].join(',');

export const ALLOWED_FILES_TEXT = 'images (JPG, PNG, GIF, WebP), PDF, DOC, DOCX or TXT';
export const FILE_LIMITS_TEXT = 'Images up to 10 MB, PDFs up to 25 MB, DOC, DOCX and TXT up to 10 MB';

/** The lower-case extension of a file name without its dot; '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Images and documents are told apart by extension (spec, section 5); undefined for anything not allowed. */
export function fileKindOf(name: string): FileKind | undefined {
  const extension = extensionOf(name);
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'image';
  if ((DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) return 'document';
  return undefined;
}

/** The size limit for a file of this name's type; undefined when the type is not allowed at all. */
export function maxBytesFor(name: string): number | undefined {
  const kind = fileKindOf(name);
  if (kind === 'image') return MAX_IMAGE_BYTES;
  if (kind === 'document') return extensionOf(name) === 'pdf' ? MAX_PDF_BYTES : MAX_OTHER_DOCUMENT_BYTES;
  return undefined;
}

/** "Images can be at most 10 MB", for a file that is over its limit. */
export function sizeLimitText(name: string): string {
  if (fileKindOf(name) === 'image') return 'Images can be at most 10 MB';
  if (extensionOf(name) === 'pdf') return 'PDFs can be at most 25 MB';
  return 'DOC, DOCX and TXT files can be at most 10 MB';
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** Stored images are re-encoded to WebP under a server-chosen name. */
export const STORED_IMAGE_NAME = new RegExp(`^${UUID}\\.webp$`);
/** Stored documents keep their (verified) type as extension under a server-chosen name. */
export const STORED_DOCUMENT_NAME = new RegExp(`^${UUID}\\.(pdf|doc|docx|txt)$`);

/** POST /api/upload's answer. `filenames` in upload order; `images` and `files` sorted by kind. */
export const UploadResultSchema = z.object({
  success: z.boolean(),
  filenames: z.array(z.string()),
  images: z.array(z.string()),
  files: z.array(z.string()),
  message: z.string(),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;

// ---------------------------------------------------------------------------------------------------------
// Listing fields. Forms send strings, JSON clients numbers; both are accepted. Blank optional fields are absent.

/** Prices are numeric(10,2); a crore is far above anything a student sells. */
export const MAX_PRICE = 10_000_000;
export const MAX_QUANTITY = 1000;

const isBlank = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');
/** An optional field left blank is null: absent from a create, cleared by an edit. */
const blankToNull = (value: unknown) => (isBlank(value) ? null : value);

/** '349', '349.5' and 349.5 are numbers; '349 rupees' is not (NaN fails as "not a number"). Blank is null. */
function toNumber(value: unknown): unknown {
  if (isBlank(value)) return null;
  if (typeof value === 'string') return /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
  return value;
}

type TextRule = readonly [RegExp, string];

function requiredText(
  required: string,
  max: number,
  lines: TextRule,
  min?: { length: number; message: string },
) {
  const base = z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Must be at most ${max} characters`)
    .regex(...lines);
  return min ? base.min(min.length, min.message) : base;
}

function optionalText(max: number, lines: TextRule) {
  return z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(max, `Must be at most ${max} characters`)
      .regex(...lines)
      .nullable()
      .optional(),
  );
}

/**
 * Rupees in, the stored form out: 349.5 → "349.50". With `free`, exactly 0 is a price too: a listing passed on
 * for nothing (docs/decisions/093-free-listings.md); anything between 0 and one paisa is still refused.
 */
function money(invalid: string, tooLarge: string, required?: string, { free = false } = {}) {
  return z
    .number({ error: (issue) => (issue.input == null && required ? required : invalid) })
    .min(0, invalid)
    .refine((rupees) => (free && rupees === 0) || Math.round(rupees * 100) >= 1, invalid)
    .max(MAX_PRICE, tooLarge)
    .transform((rupees) => (Math.round(rupees * 100) / 100).toFixed(2));
}

const choice = <T extends readonly [string, ...string[]]>(values: T, required: string, invalid: string) =>
  z.preprocess(blankToNull, z.enum(values, { error: (issue) => (issue.input == null ? required : invalid) }));

const QUANTITY_MESSAGE = 'Quantity must be a positive number';

/** The fields every listing has (spec, section 5: the product form's rules). */
export const listingCoreFields = {
  title: requiredText('Title is required', 200, singleLine('Title'), {
    length: 3,
    message: 'Title must be at least 3 characters',
  }),
  description: requiredText('Description is required', 5000, multiLine('Description'), {
    length: 10,
    message: 'Description must be at least 10 characters',
  }),
  price: z.preprocess(
    toNumber,
    money('Price must be a positive number', 'Price must be at most ₹1,00,00,000', 'Price is required', {
      free: true,
    }),
  ),
  originalPrice: z.preprocess(
    toNumber,
    money(
      'Original price must be a positive number if provided',
      'Original price must be at most ₹1,00,00,000',
    )
      .nullable()
      .optional(),
  ),
  condition: choice(CONDITIONS, 'Condition is required', 'Choose a condition from the list'),
  category: choice(CATEGORIES, 'Category is required', 'Choose a category from the list'),
  // Absent means one (spec: quantity defaults to 1).
  quantity: z.preprocess(
    (value) => toNumber(value) ?? 1,
    z
      .number({ error: QUANTITY_MESSAGE })
      .int(QUANTITY_MESSAGE)
      .min(1, QUANTITY_MESSAGE)
      .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`),
  ),
};

const WHATSAPP_MESSAGE = 'WhatsApp number must be at least 10 digits';
const digitCount = (value: string) => value.replace(/\D/g, '').length;

export const contactFields = {
  sellerWhatsapp: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^\+?[\d\s-]+$/, WHATSAPP_MESSAGE)
      .refine((value) => digitCount(value) >= 10, WHATSAPP_MESSAGE)
      .refine((value) => digitCount(value) <= 15, 'WhatsApp number must be at most 15 digits')
      .nullable()
      .optional(),
  ),
  sellerContactName: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .min(2, 'Name must be at least 2 characters')
      .max(80)
      .regex(...singleLine('Name'))
      .nullable()
      .optional(),
  ),
  sellerContactEmail: z.preprocess(
    blankToNull,
    z
      .email('Please enter a valid email address')
      .max(254, 'Please enter a valid email address')
      .nullable()
      .optional(),
  ),
};

export const PINCODE_MESSAGE = 'Pincode must be 6 digits';

export const addressFields = {
  pickupAddressType: z.preprocess(
    blankToNull,
    z.enum(ADDRESS_TYPES, { error: 'Address type is required' }).nullable().optional(),
  ),
  pickupInstitution: optionalText(150, singleLine('Institution')),
  pickupAddress: optionalText(300, multiLine('Address')),
  pickupCity: optionalText(80, singleLine('City')),
  pickupState: z.preprocess(
    blankToNull,
    z.enum(INDIAN_STATES, { error: 'Choose a state from the list' }).nullable().optional(),
  ),
  pickupPincode: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{5}$/, PINCODE_MESSAGE)
      .nullable()
      .optional(),
  ),
};

const YEAR_MESSAGE = 'Year of publication must be a year such as 2019';

/**
 * A book's details (docs/decisions/091-book-details.md), all optional; kept only on a listing in a book category.
 * The ISBN may be written with hyphens or spaces, as ISBN-10 or ISBN-13, and is kept as its 13 digits.
 */
export const bookFields = {
  isbn: z.preprocess(blankToNull, IsbnSchema.nullable().optional()),
  authors: optionalText(200, singleLine('Authors')),
  edition: optionalText(60, singleLine('Edition')),
  publisher: optionalText(120, singleLine('Publisher')),
  publicationYear: z.preprocess(
    toNumber,
    z
      .number({ error: YEAR_MESSAGE })
      .int(YEAR_MESSAGE)
      .min(1900, YEAR_MESSAGE)
      .max(2099, YEAR_MESSAGE)
      .nullable()
      .optional(),
  ),
  course: optionalText(120, singleLine('Course')),
  semester: optionalText(40, singleLine('Semester or year')),
};

/** A single name arrives as a string from a form, several as an array. */
const nameList = (pattern: RegExp, invalid: string, max: number, tooMany: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z.array(z.string().regex(pattern, invalid)).max(max, tooMany).optional(),
  );

export const attachmentFields = {
  images: nameList(
    STORED_IMAGE_NAME,
    'Images must be uploaded through /api/upload first',
    MAX_LISTING_IMAGES,
    `A listing can have at most ${MAX_LISTING_IMAGES} images`,
  ),
  files: nameList(
    STORED_DOCUMENT_NAME,
    'Documents must be uploaded through /api/upload first',
    MAX_LISTING_DOCUMENTS,
    `A listing can have at most ${MAX_LISTING_DOCUMENTS} documents`,
  ),
};

/**
 * The dashboard's product form (create and edit): JSON with product, contact and address fields and the
 * names of files sent to /api/upload before. Any sellerId in the body is ignored: the seller is the caller.
 */
export const ProductFormSchema = z.object({
  ...listingCoreFields,
  ...contactFields,
  ...addressFields,
  ...attachmentFields,
  ...bookFields,
});
export type ProductFormInput = z.input<typeof ProductFormSchema>;
export type ProductForm = z.output<typeof ProductFormSchema>;

/** PUT /api/products/{id}: the product form's fields; those left out keep their values. */
export const UpdateListingSchema = ProductFormSchema.partial();
export type UpdateListing = z.output<typeof UpdateListingSchema>;

const disclaimerAccepted = z.preprocess(
  (value) => (value === 'true' || value === 'on' ? true : value),
  z.literal(true, { error: 'You must accept the disclaimer' }),
);

/**
 * The listing wizard and the bulk wizard (spec, section 7): product fields, the institute and pickup address,
 * and the accepted disclaimer; files either as multipart parts or as names from /api/upload.
 */
export const WizardListingSchema = z.object({
  disclaimerAccepted,
  ...listingCoreFields,
  institute: requiredText('Institute name is required', 150, singleLine('Institute')),
  pickupAddress: requiredText('Pickup address is required', 300, multiLine('Address')),
  pickupAddressType: addressFields.pickupAddressType,
  pickupCity: addressFields.pickupCity,
  pickupState: addressFields.pickupState,
  pickupPincode: addressFields.pickupPincode,
  ...contactFields,
  ...attachmentFields,
  ...bookFields,
});
export type WizardListingInput = z.input<typeof WizardListingSchema>;
export type WizardListing = z.output<typeof WizardListingSchema>;

/** A create body is the wizard's when it carries the wizard's own fields, else the product form's. */
export function isWizardListing(body: Record<string, unknown>): boolean {
  return 'disclaimerAccepted' in body || 'institute' in body;
}

// ---------------------------------------------------------------------------------------------------------
// Answers

/** A listing as its seller (or an admin) sees it: everything buyers see plus the private fields. */
export const SellerListingSchema = ProductSchema.extend({
  files: z.array(z.string()),
  sellerWhatsapp: z.string().nullable(),
  sellerContactName: z.string().nullable(),
  sellerContactEmail: z.string().nullable(),
  pickupAddress: z.string().nullable(),
  pickupPincode: z.string().nullable(),
  unitsSold: z.number().int(),
  updatedAt: z.iso.datetime(),
  /**
   * Taken off browse and search by moderation (docs/decisions/083-reports-and-suspensions.md): by three students'
   * reports until an admin decides, or by the PassItOn team with a reason; null while shown.
   */
  hidden: z
    .object({
      by: z.enum(['reports', 'team']),
      reason: z.string().nullable(),
      /** The seller asked the team for another look. */
      secondLookRequested: z.boolean(),
    })
    .nullable(),
});
export type SellerListing = z.infer<typeof SellerListingSchema>;

/** `/products/:id/files/:name`: one of a listing's private documents. */
export const ListingDocumentParamsSchema = ProductParamsSchema.extend({ name: z.string().max(100) });

export const ListingDocumentsSchema = z.object({ files: z.array(z.string()) });
export type ListingDocuments = z.infer<typeof ListingDocumentsSchema>;
