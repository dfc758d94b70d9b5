import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeApiError } from '../api-errors.ts';
import {
  errorResponses,
  MAX_RECORD_ID,
  MessageSchema,
  OrderIdParamsSchema,
  optional,
  pageQuery,
  recordId,
} from './common.ts';

/** The message of the first issue, as the error handler sends it. */
function refusal(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('the shapes every contract shares', () => {
  it('refuses a row id that is not a whole positive number, or too large for a row, in words naming it', () => {
    const orderId = recordId('Order id');
    expect(orderId.parse('42')).toBe(42);
    expect(orderId.parse(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
    for (const notAnId of ['abc', '1.5', '0', '-3'])
      expect(refusal(orderId, notAnId), notAnId).toBe('Order id must be a number');
    expect(refusal(orderId, String(MAX_RECORD_ID + 1))).toBe('Order id is out of range');
    expect(refusal(OrderIdParamsSchema, { orderId: 'x' })).toBe('Order id must be a number');
  });

  it('words every refusal of an id or a page so the error catalogue knows its code', () => {
    const page = z.object(pageQuery({ pageSize: 20, maxLimit: 50, rows: 'sales' }));
    const refusals = [
      refusal(recordId('Seller id'), 'x'),
      refusal(recordId('Seller id'), '99999999999'),
      ...['two', '1.5', '0', '51'].map((limit) => refusal(page, { limit })),
      ...['x', '0.5', '-1', '100001'].map((offset) => refusal(page, { offset })),
    ];
    for (const message of refusals) {
      expect(message).toBeDefined();
      expect(describeApiError(message ?? '', 'validation.invalid').code, message).not.toBe(
        'validation.invalid',
      );
    }
  });

  it("fills in a list's page size and the first page, and treats blank parameters as absent", () => {
    const page = z.object(pageQuery({ pageSize: 20, maxLimit: 50, rows: 'entries' }));
    expect(page.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(page.parse({ limit: '', offset: '' })).toEqual({ limit: 20, offset: 0 });
    expect(page.parse({ limit: '5', offset: '40' })).toEqual({ limit: 5, offset: 40 });
    expect(refusal(page, { limit: '51' })).toBe('At most 50 entries per page');
    expect(z.object({ q: optional(z.string()) }).parse({ q: '' })).toEqual({});
  });

  it('lets a list page further than the usual maximum offset when it says so', () => {
    const page = z.object(pageQuery({ pageSize: 20, maxLimit: 100, rows: 'rows', maxOffset: 1_000_000 }));
    expect(page.parse({ offset: '500000' }).offset).toBe(500_000);
    expect(refusal(page, { offset: '1000001' })).toBe('Offset is too large');
  });

  it('documents each refusal a route names with the message shape, and no other status', () => {
    const errors = errorResponses(400, 404, 429);
    expect(Object.keys(errors)).toEqual(['400', '404', '429']);
    for (const schema of Object.values(errors)) expect(schema).toBe(MessageSchema);
    expect(MessageSchema.parse({ message: 'Order not found', code: 'order.not_found' })).toEqual({
      message: 'Order not found',
      code: 'order.not_found',
    });
  });
});
