import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("errors Fastify's router meets before any route runs", () => {
  it('a path parameter over 100 characters is answered 414 with { message }, not echoed back', async () => {
    const response = await t.app.inject(`/api/products/${'9'.repeat(5000)}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: 'A part of the address is too long' });
  });

  it('a path that is not valid percent-encoding is answered 400 with { message }', async () => {
    const response = await t.app.inject('/api/products/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The address is not valid' });
  });
});
