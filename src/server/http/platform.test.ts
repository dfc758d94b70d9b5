import { describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, useTestApp } from '../test/build-test-app.ts';

const t = useTestApp();

describe('health', () => {
  it('reports the process up on /healthz and the database answering on /readyz', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 on /readyz when the database is gone', async () => {
    // A database of its own: closing the shared one would take it from the other files.
    const database = await openTestDatabase({ own: true });
    const broken = await buildTestApp({}, database);
    await database.close();
    const response = await broken.app.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: 'Database unavailable' });
    await broken.app.close();
  });
});

describe('errors and headers', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'common.not_found' });
  });

  it('answers malformed JSON with a 400 message and no stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    // Fastify's own words, with the catalogue's code for a refusal it has no sentence of its own for.
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'message', 'params']);
    expect(response.json()).toMatchObject({ code: 'request.rejected' });
    expect(response.body).not.toMatch(/at .+\.(ts|js):\d+/);
  });

  it('sends a content security policy and the other security headers', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends them with refusals too', async () => {
    const response = await t.app.inject('/api/products?minPrice=free');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('publishes the OpenAPI document with the account routes', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/user', '/api/login', '/api/register', '/api/logout']),
    );
  });

  it('lets the API docs upgrade to https only when the public address is https', async () => {
    const overHttp = await t.app.inject('/api/docs/');
    expect(overHttp.statusCode).toBe(200);
    expect(overHttp.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');

    const behindHttps = await t.withSettings({ PUBLIC_URL: 'https://passiton.example' });
    const overHttps = await behindHttps.inject('/api/docs/');
    expect(overHttps.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('gives the web app its public settings', async () => {
    const response = await t.app.inject('/api/site-config');
    expect(response.json()).toEqual({
      contactEmail: expect.stringContaining('@'),
      contactPhone: expect.any(String),
      paymentGateway: 'simulated',
    });
  });
});
