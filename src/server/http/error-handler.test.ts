import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { TEST_SESSION_SECRET, useTestApp } from '../test/build-test-app.ts';

const t = useTestApp();

describe("errors Fastify's router meets before any route runs", () => {
  it('a path parameter over 100 characters is answered 414 with { message, code }, not echoed back', async () => {
    const response = await t.app.inject(`/api/products/${'9'.repeat(5000)}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      message: 'A part of the address is too long',
      code: 'request.address_too_long',
    });
  });

  it('a path that is not valid percent-encoding is answered 400 with { message, code }', async () => {
    const response = await t.app.inject('/api/products/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The address is not valid', code: 'request.address_invalid' });
  });
});

describe('refusals by code (docs/decisions/071-api-error-codes.md)', () => {
  it("answers an expected failure with the spec's message and its code", async () => {
    const response = await t.app.inject(`/api/products/${2_000_000_000}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Product not found', code: 'product.not_found' });
  });

  it("answers a contract's validation message with the code of its template and the field it names, by code", async () => {
    const response = await t.app.inject('/api/products/abc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Product id must be a number',
      code: 'validation.field_not_number',
      params: { field: 'product_id' },
    });
  });

  it('answers a wrong sign-in with its own code', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nobody_here', password: 'not the password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Invalid username or password',
      code: 'auth.invalid_credentials',
    });
  });
});

describe('a database failure in the log', () => {
  /** Signs in as a student whose name is private, over a database that fails, and returns what was logged. */
  async function logOfFailedSignIn(database: DatabaseHandle) {
    const lines: string[] = [];
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: path.join(os.tmpdir(), 'passiton-test-data'),
        WEB_DIR: path.join(os.tmpdir(), 'passiton-test-no-web-build'),
      }),
      database,
      sessionSecret: TEST_SESSION_SECRET,
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'priya_9876543210', password: 'a password nobody may read' },
    });
    await app.close();
    await database.close();
    expect(response.statusCode).toBe(500);
    // An unexpected failure says nothing more: no code, no stack.
    expect(response.json()).toEqual({ message: 'Internal server error' });
    return lines.join('\n');
  }

  it('names the SQLSTATE and the statement but none of the values the request sent', async () => {
    // A database without its tables: every query fails inside PostgreSQL (42P01, undefined_table).
    const logged = await logOfFailedSignIn(await openDatabase({ driver: 'pglite' }));
    expect(logged).toContain('"sqlState":"42P01"');
    expect(logged).toMatch(/"statement":"select .*\$1/);
    expect(logged).not.toContain('priya_9876543210');
    expect(logged).not.toContain('a password nobody may read');
  });
});
