import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializedOnce } from './serialized-once.ts';

const ItemSchema = z.object({ title: z.string(), listedAt: z.date() });
const PageSchema = z.array(ItemSchema);

describe('serializedOnce', () => {
  it("writes a value as its route's serializer would: through the schema, as JSON", () => {
    const page = [
      { title: 'Physics', listedAt: new Date('2026-11-30T04:00:00Z'), sellerEmail: 'kept@private' },
    ];

    const { body } = serializedOnce(PageSchema)(page);

    expect(JSON.parse(body.toString('utf8'))).toEqual([
      { title: 'Physics', listedAt: '2026-11-30T04:00:00.000Z' },
    ]);
  });

  it('writes a kept value once, however often it is sent', () => {
    const bodyOf = serializedOnce(PageSchema);
    const page = [{ title: 'Chemistry', listedAt: new Date() }];

    const first = bodyOf(page);
    page[0] = { title: 'Changed in place', listedAt: new Date() };

    expect(bodyOf(page)).toBe(first);
    expect(first.body.toString('utf8')).toContain('Chemistry');
  });

  it('writes a new value afresh, with its own ETag', () => {
    const bodyOf = serializedOnce(PageSchema);
    const before = bodyOf([{ title: 'Biology', listedAt: new Date() }]);
    const after = bodyOf([{ title: 'Biology, second edition', listedAt: new Date() }]);

    expect(after.body.toString('utf8')).toContain('second edition');
    expect(after.etag).not.toBe(before.etag);
  });

  it("tags the body with the weak ETag @fastify/etag would give it, so browsers' kept tags still match", () => {
    const { body, etag } = serializedOnce(PageSchema)([{ title: '₹ 250 notes', listedAt: new Date() }]);

    expect(etag).toBe(`W/"${createHash('sha1').update(body).digest('base64')}"`);
    expect(body.toString('utf8')).toContain('₹ 250 notes');
  });
});
