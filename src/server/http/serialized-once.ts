import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ownBuffer } from '../lib/bounded-cache.ts';

/** A response's JSON, ready to send as it is, and its weak ETag (as `@fastify/etag` computes it from the body). */
export interface SerializedBody {
  body: Buffer;
  etag: string;
}

/**
 * Serializes a value through its route's response schema once, however often it is sent: a page of search results
 * kept for ten seconds is answered hundreds of times, and encoding it through the schema, writing its JSON and
 * hashing it for the ETag took a fifth of the server's time under the search mix
 * (docs/decisions/119-a-kept-page-serialized-once.md). The bytes live as long as the value: they are forgotten
 * with it when its cache lets it go, so the value's cache counts them (`resultPages`).
 */
export function serializedOnce<Schema extends z.ZodType>(
  schema: Schema,
): (value: z.output<Schema> & object) => SerializedBody {
  const bodies = new WeakMap<object, SerializedBody>();
  return (value) => {
    let serialized = bodies.get(value);
    if (!serialized) {
      // What the route's serializer (fastify-type-provider-zod) would send: the schema's encoding, as JSON.
      const body = ownBuffer(Buffer.from(JSON.stringify(z.encode(schema, value))));
      serialized = { body, etag: `W/"${createHash('sha1').update(body).digest('base64')}"` };
      bodies.set(value, serialized);
    }
    return serialized;
  };
}

/** Sends bytes `serializedOnce` wrote as they are: the route's schema already encoded them. */
export function sendSerialized(reply: FastifyReply, { body, etag }: SerializedBody): FastifyReply {
  return reply.header('etag', etag).type('application/json; charset=utf-8').send(body);
}
