import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs, registrationFor } from '../../test/factories.ts';
import { users } from './auth.tables.ts';

const t = useTestApp();

const saveLanguage = (cookie: string | undefined, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/language',
    payload,
    headers: cookie ? { cookie } : {},
  });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
const storedLanguage = async (id: number) =>
  (await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

describe('the language a student reads in (PUT /api/user/language)', () => {
  it('is remembered for the signed-in student and shown with their account', async () => {
    const user = await createUser(t.database.db);
    const cookie = await loginAs(t.app, user);
    expect((await me(cookie)).json()).toMatchObject({ language: 'en' });

    const response = await saveLanguage(cookie, { language: 'hi' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, username: user.username, language: 'hi' });
    expect((await me(cookie)).json()).toMatchObject({ language: 'hi' });
    expect(await storedLanguage(user.id)).toBe('hi');

    expect((await saveLanguage(cookie, { language: 'en' })).json()).toMatchObject({ language: 'en' });
    expect(await storedLanguage(user.id)).toBe('en');
  });

  it('refuses a language the app does not speak, and changes nothing', async () => {
    const user = await createUser(t.database.db);
    const cookie = await loginAs(t.app, user);
    await saveLanguage(cookie, { language: 'hi' });

    for (const payload of [{ language: 'fr' }, { language: 'HI' }, {}, { language: 1 }]) {
      const response = await saveLanguage(cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Language must be en or hi', code: 'validation.language' });
    }
    expect(await storedLanguage(user.id)).toBe('hi');
  });

  it('answers a guest 401', async () => {
    const response = await saveLanguage(undefined, { language: 'hi' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authenticated', code: 'auth.not_authenticated' });
  });
});

describe('the language of a new account', () => {
  const register = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/register', payload: registrationFor(), headers });

  it('is the one the visitor chose with the switch (the lang cookie)', async () => {
    const response = await register({ cookie: 'lang=hi', 'accept-language': 'en-IN,en;q=0.9' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ language: 'hi' });
    expect(await storedLanguage(response.json().id)).toBe('hi');
  });

  it("else the browser's Accept-Language, else English", async () => {
    const hindiBrowser = await register({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(await storedLanguage(hindiBrowser.json().id)).toBe('hi');
    const unknown = await register({ 'accept-language': 'ta-IN' });
    expect(await storedLanguage(unknown.json().id)).toBe('en');
    const choseEnglish = await register({ cookie: 'lang=en', 'accept-language': 'hi-IN' });
    expect(await storedLanguage(choseEnglish.json().id)).toBe('en');
  });
});
