import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../domain/api-errors.ts';
import { useTestApp } from '../test/build-test-app.ts';
import { createUser, loginAs, registrationFor } from '../test/factories.ts';
import { multipart } from '../test/uploads.ts';

const t = useTestApp();

const refusal = { message: API_ERRORS['text.unstorable'], code: 'text.unstorable' };

describe('text PostgreSQL cannot store: NUL characters and unpaired surrogates', () => {
  it('a NUL is refused with 400 in a JSON body, a querystring and a path, instead of failing the query', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registrationFor({ password: 'correct\u0000horse' }),
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toEqual(refusal);
    expect((await t.app.inject('/api/products?q=thermo%00dynamics')).json()).toEqual(refusal);
    expect((await t.app.inject('/api/products?city=Pune%00')).json()).toEqual(refusal);
    expect((await t.app.inject('/api/reviews/product/1%00')).json()).toEqual(refusal);
  });

  it('a NUL is refused with 400 in a multipart form field', async () => {
    const cookie = await loginAs(t.app, await createUser(t.database.db));
    const form = multipart([
      { name: 'title', value: 'Engineering Drawing\u0000' },
      { name: 'description', value: 'Well kept, a few pencil notes.' },
      { name: 'price', value: '250' },
      { name: 'condition', value: 'Good' },
      { name: 'category', value: 'Textbooks' },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: form.payload,
      headers: { ...form.headers, cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal);
  });

  it('an unpaired surrogate, which jsonb refuses, is refused with 400 in a JSON body or key', async () => {
    for (const payload of ['{"username":"priya\\ud800","password":"secret"}', '{"\\udc00":1}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal);
    }
  });

  it('is looked for in a body nested thousands of levels deep without overflowing the stack', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    });
    expect(response.statusCode).toBe(400);
  });
});
