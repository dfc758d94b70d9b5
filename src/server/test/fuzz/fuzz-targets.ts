import { createHmac } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { ProductFormSchema, WizardListingSchema } from '../../../domain/contracts/listings.ts';
import { hmacHex } from '../../modules/payments/gateway.ts';
import { TEST_SESSION_SECRET } from '../build-test-app.ts';
import type { JsonSchema } from './schema-arbitrary.ts';

/** Who sends a fuzzed request: nobody, a signed-in student, or an admin. */
export type Role = 'guest' | 'member' | 'admin';

/** A route whose body is raw text signed by the sender; a random body only ever tests the signature check. */
export interface SignedBody {
  header: string;
  sign(body: string): string;
  /** What a genuine body looks like, so signed cases reach the handler's own checks. */
  shape: JsonSchema;
}

/** One method of one route, with the input it declares as JSON Schema. */
export interface FuzzTarget {
  /** "POST /api/orders" */
  name: string;
  method: string;
  url: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** Accepts multipart/form-data (uploads, the listing wizard). */
  multipart: boolean;
  signed?: SignedBody;
  /** Who sends each case, drawn uniformly: a role listed twice comes twice as often. */
  roles: readonly Role[];
}

/**
 * Bodies a service validates itself because the route also takes multipart, where there is no JSON body to
 * give Fastify a schema for. Listed here so their JSON form is fuzzed as deeply as a declared schema.
 */
const SERVICE_VALIDATED_BODIES: Record<string, z.ZodType> = {
  'POST /api/products': z.union([ProductFormSchema, WizardListingSchema]),
};

// The simulated gateway derives its webhook secret from the session secret (create-gateway.ts).
const simulatedWebhookSecret = createHmac('sha256', TEST_SESSION_SECRET)
  .update('simulated gateway webhook secret')
  .digest('hex');

/** Razorpay's payment events, as its documentation shows them. */
const RazorpayEventSchema = z.object({
  event: z.enum(['payment.captured', 'order.paid', 'payment.failed']),
  payload: z.object({
    payment: z.object({
      entity: z.object({ id: z.string(), order_id: z.string(), amount: z.number().int().positive() }),
    }),
  }),
});

const SIGNED_BODIES: Record<string, Omit<SignedBody, 'shape'> & { shape: z.ZodType }> = {
  'POST /api/razorpay/webhook': {
    header: 'x-razorpay-signature',
    sign: (body) => hmacHex(simulatedWebhookSecret, body),
    shape: RazorpayEventSchema,
  },
};

function asJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  // Input side: what a client sends (a preprocessed field is described by the schema it feeds).
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function signedBodyOf(name: string): SignedBody | undefined {
  const signed = SIGNED_BODIES[name];
  return signed && { ...signed, shape: z.toJSONSchema(signed.shape) as JsonSchema };
}

/**
 * Admin routes are fuzzed as an admin; sign-in routes, and pages outside the API (no tags), as a guest, the way
 * they are called; every other route mostly as a member, and now and then as an admin, who may act on anyone's.
 */
function rolesFor(tags: readonly string[]): readonly Role[] {
  if (tags.includes('admin')) return ['admin'];
  if (tags.length === 0 || tags.includes('auth')) return ['guest'];
  return ['member', 'member', 'member', 'admin'];
}

/** Every registered route that takes input (path parameters, a querystring, a body), ready to fuzz. */
export function fuzzTargets(routes: readonly RouteOptions[]): FuzzTarget[] {
  return routes.flatMap((route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (method) => method !== 'HEAD' && method !== 'OPTIONS',
    );
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const consumes = Array.isArray(schema.consumes) ? (schema.consumes as string[]) : [];
    const tags = Array.isArray(schema.tags) ? (schema.tags as string[]) : [];
    return methods.flatMap((method): FuzzTarget[] => {
      const name = `${method} ${route.url}`;
      const target: FuzzTarget = {
        name,
        method,
        url: route.url,
        params: asJsonSchema(schema.params),
        querystring: asJsonSchema(schema.querystring),
        body: asJsonSchema(schema.body ?? SERVICE_VALIDATED_BODIES[name]),
        multipart: consumes.includes('multipart/form-data'),
        signed: signedBodyOf(name),
        roles: rolesFor(tags),
      };
      const takesInput =
        target.params || target.querystring || target.body || target.multipart || target.signed;
      return takesInput ? [target] : [];
    });
  });
}
