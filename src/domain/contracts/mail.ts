import { z } from 'zod';

/**
 * The e-mails a student may turn off (docs/decisions/027-email-outbox.md). Password resets and address
 * verification, and refunds (money a student is owed), are essential and always sent; these carry a one-click
 * unsubscribe link.
 */
export const OPTIONAL_MAIL_KINDS = [
  'order_placed',
  'item_sold',
  'order_updates',
  'new_message',
  'saved_search_match',
  'offers',
] as const;
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];

export const OPTIONAL_MAIL_LABELS: Record<OptionalMailKind, { label: string; description: string }> = {
  order_placed: { label: 'Orders you place', description: 'A summary when you place an order.' },
  item_sold: {
    label: 'Items you sell',
    description: "When someone buys your item, with the buyer's contact to arrange the pickup.",
  },
  order_updates: {
    label: 'Changes to your orders',
    description: 'When an order you placed moves on, or an order you sell in is cancelled.',
  },
  new_message: {
    label: 'Messages',
    description: 'When someone writes to you about your order, your sale or your listing.',
  },
  saved_search_match: {
    label: 'New listings for your saved searches',
    description: 'When someone lists something that matches a search you saved.',
  },
  offers: {
    label: 'Offers',
    description: 'When a buyer makes an offer on your listing, or a seller answers yours.',
  },
};

export const MailPreferencesSchema = z.object({
  preferences: z.array(
    z.object({
      kind: z.enum(OPTIONAL_MAIL_KINDS),
      label: z.string(),
      description: z.string(),
      enabled: z.boolean(),
    }),
  ),
});
export type MailPreferences = z.infer<typeof MailPreferencesSchema>;

/** PUT /api/user/mail-preferences: turn one kind of e-mail on or off. */
export const UpdateMailPreferenceSchema = z.object({
  kind: z.enum(OPTIONAL_MAIL_KINDS, { error: 'Choose an e-mail from the list' }),
  enabled: z.boolean({ error: 'Say whether to send it' }),
});
export type UpdateMailPreference = z.infer<typeof UpdateMailPreferenceSchema>;

/** POST /api/mail/unsubscribe?token=…: the signed link every optional e-mail carries. */
export const UnsubscribeQuerySchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, 'This unsubscribe link is incomplete.')
    .max(300, 'This unsubscribe link is not valid.'),
});

/**
 * GET /api/admin/mail/failed (docs/decisions/027-email-outbox.md): a message the outbox gave up on (`failed`), or
 * one still being retried after several refusals (`retrying`). The recipient is masked.
 */
export const FailingMailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  subject: z.string(),
  /** "pr***@coep.ac.in". */
  recipient: z.string(),
  status: z.enum(['failed', 'retrying']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** When it was last tried; null if never. */
  lastAttemptAt: z.iso.datetime().nullable(),
  /** When it will be tried again; null once given up. */
  nextAttemptAt: z.iso.datetime().nullable(),
});
export type FailingMail = z.infer<typeof FailingMailSchema>;

/** After this many refused attempts a message still being retried is listed for admins. */
export const KEEPS_FAILING_ATTEMPTS = 3;
