import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { createProduct, createUser, loginAs } from '../../test/factories.ts';
import { users } from './auth.tables.ts';

const t = useTestApp();

const saveProfile = (cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/user', payload, headers: cookie ? { cookie } : {} });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

const profile = {
  fullName: 'Priya Sharma',
  phone: '9876543210',
  institute: 'College of Engineering Pune',
  city: 'Pune',
};

describe('the profile (PUT /api/user)', () => {
  it('saves name, mobile number, institute and city, trimmed, and /api/user shows them', async () => {
    const user = await createUser(t.database.db);
    const cookie = await loginAs(t.app, user);

    const response = await saveProfile(cookie, {
      fullName: '  Priya Sharma ',
      phone: '+91 91234 56780',
      institute: ' College of Engineering Pune ',
      city: 'Pune  ',
    });

    expect(response.statusCode).toBe(200);
    const saved = {
      fullName: 'Priya Sharma',
      phone: '9123456780',
      institute: 'College of Engineering Pune',
      city: 'Pune',
    };
    expect(response.json()).toMatchObject({ id: user.id, username: user.username, ...saved });
    expect((await me(cookie)).json()).toMatchObject(saved);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject(saved);
  });

  it('clears the name, institute and city left empty', async () => {
    const user = await createUser(t.database.db);
    const cookie = await loginAs(t.app, user);
    await saveProfile(cookie, profile);

    const response = await saveProfile(cookie, { ...profile, fullName: ' ', institute: '', city: '' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      fullName: null,
      institute: null,
      city: null,
      phone: '9876543210',
    });
  });

  it('shows the new name on the student’s listing at once (the name cache forgets the old one)', async () => {
    const user = await createUser(t.database.db);
    const cookie = await loginAs(t.app, user);
    const listing = await createProduct(t.database.db, user.id);
    const sellerName = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/products/${listing.id}` })).json().sellerName;
    expect(await sellerName()).toBe(user.username);

    await saveProfile(cookie, { ...profile, fullName: 'Asha Rao' });

    expect(await sellerName()).toBe('Asha Rao');
  });

  it.each([
    ['a mobile number that is not one', { phone: '12345' }, 'Please enter a valid 10-digit mobile number'],
    ['no mobile number', { phone: '' }, 'Please enter a valid 10-digit mobile number'],
    ['a name over 80 characters', { fullName: 'a'.repeat(81) }, 'Name must be at most 80 characters'],
    [
      'a college over 120 characters',
      { institute: 'c'.repeat(121) },
      'College must be at most 120 characters',
    ],
    ['a city over 60 characters', { city: 'p'.repeat(61) }, 'City must be at most 60 characters'],
  ])('refuses %s with a clear message and changes nothing', async (_case, change, message) => {
    const user = await createUser(t.database.db);
    const cookie = await loginAs(t.app, user);

    const response = await saveProfile(cookie, { ...profile, ...change });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect((await me(cookie)).json()).toMatchObject({ fullName: null, institute: null, city: null });
  });

  it.each([
    ['fullName', 'Name'],
    ['institute', 'College'],
    ['city', 'City'],
  ])(
    'refuses a %s with a line break or control character, naming the field, and stores nothing',
    async (field, name) => {
      const user = await createUser(t.database.db);
      const cookie = await loginAs(t.app, user);
      expect((await saveProfile(cookie, profile)).statusCode).toBe(200);

      for (const hostile of ['Evil\r\nBcc: victim@example.com', 'Evil\u0007Bell', 'Evil\tTab']) {
        const response = await saveProfile(cookie, {
          ...profile,
          fullName: 'Someone Else',
          [field]: hostile,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: `${name} must not contain line breaks or control characters`,
          code: 'validation.field_single_line',
          params: { field: name },
        });
      }
      expect((await me(cookie)).json()).toMatchObject(profile);
    },
  );

  it('refuses a body without the profile’s fields', async () => {
    const user = await createUser(t.database.db);
    const cookie = await loginAs(t.app, user);
    const response = await saveProfile(cookie, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('answers 401 when nobody is signed in', async () => {
    const response = await saveProfile(undefined, profile);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });
});
