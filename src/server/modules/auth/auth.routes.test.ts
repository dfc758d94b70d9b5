import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../../domain/signed-in-hint.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs, registrationFor, uniqueUsername } from '../../test/factories.ts';
import { ensureAdmin } from './auth.service.ts';
import { sessions, users } from './auth.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload: payload as object });
const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object });
const currentUser = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });

describe('registering', () => {
  it('creates the account, signs the student in and never returns the password', async () => {
    const details = registrationFor();
    const response = await register(details);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      username: details.username,
      email: details.email,
      phone: details.phone,
      isAdmin: false,
    });
    expect(JSON.stringify(body)).not.toContain(details.password);
    expect(Object.keys(body)).not.toContain('passwordHash');

    const cookie = response.cookies[0];
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await currentUser(`${cookie?.name}=${cookie?.value}`);
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe(details.username);
  });

  it('stores a salted scrypt hash, not the password', async () => {
    const details = registrationFor();
    await register(details);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, details.username));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(details.password);
  });

  it.each([
    ['a username shorter than 3 characters', { username: 'ab' }, 'Username must be at least 3 characters'],
    ['a password shorter than 6 characters', { password: '12345' }, 'Password must be at least 6 characters'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'Please enter a valid email address'],
    [
      'a mobile number not starting with 6-9',
      { phone: '5123456789' },
      'Please enter a valid 10-digit mobile number',
    ],
    ['a mobile number of 9 digits', { phone: '987654321' }, 'Please enter a valid 10-digit mobile number'],
  ])('refuses %s with the spec message and creates nothing', async (_case, override, message) => {
    const details = registrationFor(override);
    const response = await register(details);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    const rows = await t.database.db.select().from(users).where(eq(users.email, details.email));
    expect(rows).toHaveLength(0);
  });

  it('refuses a username that is taken, whatever its letter case', async () => {
    const existing = await createUser(t.database.db);
    const response = await register(registrationFor({ username: existing.username.toUpperCase() }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Username already exists' });
  });

  it('answers a request without a body with a 400 message, not a crash', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/register' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });
});

describe('signing in and out', () => {
  it('signs in with the right password and shows the user', async () => {
    const user = await createUser(t.database.db);
    const response = await login({ username: user.username, password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, username: user.username });
  });

  it('gives the same 401 for a wrong password and an unknown username', async () => {
    const user = await createUser(t.database.db);
    const wrongPassword = await login({ username: user.username, password: 'not the password' });
    const unknownUser = await login({ username: uniqueUsername(), password: 'whatever1' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Invalid username or password' });
    expect(unknownUser.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it('validates the login form with the spec messages', async () => {
    expect((await login({ username: 'ab', password: 'secret1' })).json()).toEqual({
      message: 'Username must be at least 3 characters',
    });
    expect((await login({ username: 'asha', password: '123' })).json()).toEqual({
      message: 'Password must be at least 6 characters',
    });
  });

  it('answers 401 to GET /api/user when signed out', async () => {
    const response = await currentUser();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not authenticated' });
  });

  it('logs out: the session row is deleted and the old cookie no longer works', async () => {
    const user = await createUser(t.database.db);
    const cookie = await loginAs(t.app, user);
    const sid = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    expect(await t.database.db.select().from(sessions).where(eq(sessions.sid, sid))).toHaveLength(1);

    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect((await currentUser(cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.sid, sid))).toHaveLength(0);
  });

  it('gives a new session id on every sign-in', async () => {
    const user = await createUser(t.database.db);
    expect(await loginAs(t.app, user)).not.toEqual(await loginAs(t.app, user));
  });

  it('shows the server-side admin flag for the configured first admin', async () => {
    const admin = { username: uniqueUsername('admin'), password: 'admin password' };
    expect(await ensureAdmin(t.database.db, admin)).toEqual({ created: true });
    expect(await ensureAdmin(t.database.db, admin)).toEqual({ created: false });
    const response = await currentUser(await loginAs(t.app, admin));
    expect(response.json()).toMatchObject({ username: admin.username, isAdmin: true });
  });

  it('does not make an admin of someone whose e-mail contains "admin"', async () => {
    const details = registrationFor({ email: 'admin@example.in' });
    const response = await register(details);
    expect(response.json().isAdmin).toBe(false);
  });
});

describe('the signed-in hint cookie', () => {
  const hintCookie = (response: LightMyRequestResponse) =>
    response.cookies.find((cookie) => cookie.name === SIGNED_IN_HINT_COOKIE);

  it('is set, readable by the page, when a student signs in and cleared when they sign out', async () => {
    const user = await createUser(t.database.db);
    const signedIn = await login({ username: user.username, password: user.password });
    expect(hintCookie(signedIn)).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hintCookie(signedIn)?.httpOnly).toBeUndefined();

    const session = signedIn.cookies.find((cookie) => cookie.name !== SIGNED_IN_HINT_COOKIE);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: `${session?.name}=${session?.value}; ${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(hintCookie(signedOut)).toMatchObject({ value: '', maxAge: 0 });
  });

  it('is set on registering, since a new account is signed in at once', async () => {
    expect(hintCookie(await register(registrationFor()))?.value).toBe('1');
  });

  it('is cleared by any API answer once the session behind it has ended', async () => {
    const response = await currentUser(`${SIGNED_IN_HINT_COOKIE}=1`);
    expect(response.statusCode).toBe(401);
    expect(hintCookie(response)).toMatchObject({ value: '', maxAge: 0 });
  });

  it('is sent again to a signed-in browser that lost it', async () => {
    const cookie = await loginAs(t.app, await createUser(t.database.db));
    expect(hintCookie(await currentUser(cookie))?.value).toBe('1');
    expect(hintCookie(await currentUser(`${cookie}; ${SIGNED_IN_HINT_COOKIE}=1`))).toBeUndefined();
  });
});

describe('rate limiting sign-in', () => {
  it('answers 429 with a message after AUTH_RATE_LIMIT attempts a minute from one address', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT: '3' }, t.database);
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'nobody', password: 'wrong password' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: 'Too many attempts. Please wait a minute and try again.' });
    } finally {
      await limited.app.close();
    }
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing call from another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example' },
      payload: { username: 'someone', password: 'password1' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-site request refused' });
  });
});
