import { z } from 'zod';

/*
 * Web Push (docs/decisions/086-web-push.md): the server's public VAPID key, a browser's subscription as
 * PushSubscription.toJSON() gives it, and what a push carries to the service worker (src/web/public/push-sw.js).
 */

/** Whether this server sends pushes, and the key a browser subscribes with (applicationServerKey). */
export const PushKeySchema = z.object({
  enabled: z.boolean(),
  publicKey: z.string().optional(),
});
export type PushKey = z.infer<typeof PushKeySchema>;

/** URL-safe base64 of exactly `bytes` bytes (padding allowed, as some browsers add it). */
const base64UrlKey = (field: string, bytes: number) =>
  z
    .string({ error: `${field} is required` })
    .max(200, `${field} is not a valid key`)
    .refine(
      (text) =>
        /^[A-Za-z0-9_-]+={0,2}$/.test(text) && text.replace(/=+$/, '').length === Math.ceil((bytes * 4) / 3),
      `${field} is not a valid key`,
    );

/** A push service's address; which hosts it may name is the server's rule (push-endpoint.ts). */
export const PushEndpointSchema = z
  .string({ error: 'Endpoint is required' })
  .max(2048, 'Endpoint is too long')
  .refine((text) => URL.canParse(text), 'Endpoint must be a URL');

export const PushSubscriptionSchema = z.object({
  endpoint: PushEndpointSchema,
  /** The browser may say when the subscription ends; the server learns it from the push service's 404/410. */
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: base64UrlKey('p256dh', 65), auth: base64UrlKey('auth', 16) },
    { error: 'Keys are required' },
  ),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

export const DeletePushSubscriptionSchema = z.object({ endpoint: PushEndpointSchema });

/** What the service worker shows: a title, a line of text, and the page a tap opens (a path of this site). */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string().startsWith('/'),
  /** Pushes with one tag replace each other on the device (one per conversation or sale). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
