import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../../domain/signed-in-hint.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs, registrationFor, uniqueUsername } from '../../test/factories.ts';
import { ensureAdmin } from './auth.service.ts';
import { sessions, users } from './auth.tables.ts';

const t = useTestApp();

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

  it('takes the mobile number as Indians write it and keeps its 10 digits', async () => {
    for (const written of ['+91 98765 43210', '098765-43210']) {
      const details = registrationFor({ phone: written });
      const response = await register(details);
      expect(response.statusCode).toBe(201);
      expect(response.json().phone).toBe('9876543210');
      const [row] = await t.database.db.select().from(users).where(eq(users.username, details.username));
      expect(row?.phone).toBe('9876543210');
    }
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
    [
      'a username with a line break',
      { username: 'evil\r\nBcc:victim' },
      'Username must not contain line breaks or control characters',
    ],
  ])('refuses %s with the spec message and creates nothing', async (_case, override, message) => {
    const details = registrationFor(override);
    const response = await register(details);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    const rows = await t.database.db.select().from(users).where(eq(users.email, details.email));
    expect(rows).toHaveLength(0);
  });

  it.each(['123456', 'password', 'Qwerty123', 'iloveyou'])(
    'refuses the common password %s with its own message and creates nothing',
    async (password) => {
      const details = registrationFor({ password });
      const response = await register(details);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'This password is too common. Please choose another.',
        code: 'validation.password_too_common',
      });
      const rows = await t.database.db.select().from(users).where(eq(users.email, details.email));
      expect(rows).toHaveLength(0);
    },
  );

  it('says the length rule first when a common password is also too short', async () => {
    const response = await register(registrationFor({ password: '12345' }));
    expect(response.json()).toMatchObject({ message: 'Password must be at least 6 characters' });
  });

  it('refuses a username that is taken, whatever its letter case', async () => {
    const existing = await createUser(t.database.db);
    const response = await register(registrationFor({ username: existing.username.toUpperCase() }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Username already exists' });
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

  it('signs in with the e-mail address instead of the username, in any letter case', async () => {
    const user = await createUser(t.database.db);
    for (const username of [user.email, user.email.toUpperCase(), `  ${user.email} `]) {
      const response = await login({ username, password: user.password });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, username: user.username });
    }
  });

  it('gives the same 401 for a wrong password with the e-mail address and an unknown address', async () => {
    const user = await createUser(t.database.db);
    const wrongPassword = await login({ username: user.email, password: 'not the password' });
    const unknownAddress = await login({
      username: `${uniqueUsername()}@example.in`,
      password: 'whatever it is',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toMatchObject({ message: 'Invalid username or password' });
    expect(unknownAddress.json()).toEqual(wrongPassword.json());
  });

  it('signs in to the account whose password it is when two accounts share an address', async () => {
    const email = `${uniqueUsername()}@example.in`;
    const first = await createUser(t.database.db, { email, password: 'first secret here' });
    const second = await createUser(t.database.db, { email, password: 'second secret here' });
    expect((await login({ username: email, password: second.password })).json()).toMatchObject({
      id: second.id,
    });
    expect((await login({ username: email, password: first.password })).json()).toMatchObject({
      id: first.id,
    });
  });

  it('still signs in an account whose password was chosen before common ones were refused', async () => {
    const user = await createUser(t.database.db, { password: '123456' });
    expect((await login({ username: user.username, password: '123456' })).statusCode).toBe(200);
  });

  it('gives the same 401 for a wrong password and an unknown username', async () => {
    const user = await createUser(t.database.db);
    const wrongPassword = await login({ username: user.username, password: 'not the password' });
    const unknownUser = await login({ username: uniqueUsername(), password: 'whatever it is' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toMatchObject({ message: 'Invalid username or password' });
    expect(unknownUser.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it('validates the login form with the spec messages', async () => {
    expect((await login({ username: 'ab', password: 'secret1' })).json()).toMatchObject({
      message: 'Username must be at least 3 characters',
    });
    expect((await login({ username: 'asha', password: '123' })).json()).toMatchObject({
      message: 'Password must be at least 6 characters',
    });
  });

  it('answers 401 to GET /api/user when signed out', async () => {
    const response = await currentUser();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Not authenticated' });
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
    const limited = await t.withSettings({ AUTH_RATE_LIMIT: '3' });
    const attempt = () =>
      limited.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'nobody', password: 'wrong password' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      message: 'Too many attempts. Please wait a minute and try again.',
    });
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
    expect(response.json()).toMatchObject({ message: 'Cross-site request refused' });
  });
});

describe('changing the password', () => {
  const newPassword = 'a brand new secret';
  const changePassword = (cookie: string | undefined, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      payload,
      headers: cookie ? { cookie } : {},
    });
  const sessionCookie = (response: LightMyRequestResponse) => {
    const cookie = response.cookies.find((each) => each.name !== SIGNED_IN_HINT_COOKIE);
    return cookie ? `${cookie.name}=${cookie.value}` : undefined;
  };

  it('changes it: the changer stays signed in under a new session id, the other device is signed out', async () => {
    const user = await createUser(t.database.db);
    const laptop = await loginAs(t.app, user);
    const phone = await loginAs(t.app, user);

    const response = await changePassword(laptop, { currentPassword: user.password, newPassword });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Password changed' });
    const renewed = sessionCookie(response);
    expect(renewed).toBeDefined();
    expect(renewed).not.toEqual(laptop);
    expect((await currentUser(renewed)).json()).toMatchObject({ id: user.id });
    // The old id of the changer's own session is worth nothing now, and neither is the other device's.
    expect((await currentUser(laptop)).statusCode).toBe(401);
    expect((await currentUser(phone)).statusCode).toBe(401);
  });

  it('lets the student sign in with the new password and not with the old one', async () => {
    const user = await createUser(t.database.db);
    await changePassword(await loginAs(t.app, user), { currentPassword: user.password, newPassword });

    const withOld = await login({ username: user.username, password: user.password });
    expect(withOld.statusCode).toBe(401);
    expect(withOld.json()).toMatchObject({ message: 'Invalid username or password' });
    expect((await login({ username: user.username, password: newPassword })).statusCode).toBe(200);
  });

  it("leaves other students' sessions alone and keeps only the changer's new session of that account", async () => {
    const user = await createUser(t.database.db);
    const someoneElse = await loginAs(t.app, await createUser(t.database.db));
    const cookie = await loginAs(t.app, user);
    await loginAs(t.app, user);

    const response = await changePassword(cookie, { currentPassword: user.password, newPassword });

    expect((await currentUser(someoneElse)).statusCode).toBe(200);
    const sids = (
      await t.database.db
        .select({ sid: sessions.sid })
        .from(sessions)
        .where(sql`${sessions.sess}->>'userId' = ${String(user.id)}`)
    ).map((row) => row.sid);
    const renewedSid = decodeURIComponent(sessionCookie(response)?.split('=')[1] ?? '').split('.')[0];
    expect(sids).toEqual([renewedSid]);
  });

  it('refuses a wrong current password with 400, and changes nothing and signs nobody out', async () => {
    const user = await createUser(t.database.db);
    const laptop = await loginAs(t.app, user);
    const phone = await loginAs(t.app, user);

    const response = await changePassword(laptop, { currentPassword: 'not the password', newPassword });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Your current password is not correct' });
    expect((await currentUser(laptop)).statusCode).toBe(200);
    expect((await currentUser(phone)).statusCode).toBe(200);
    expect((await login({ username: user.username, password: user.password })).statusCode).toBe(200);
  });

  it.each([
    [
      'a new password shorter than 6 characters',
      { newPassword: '12345' },
      'Password must be at least 6 characters',
    ],
    ['an empty current password', { currentPassword: '' }, 'Enter your current password'],
    [
      'a new password the same as the current one',
      { newPassword: 'correct horse' },
      'Choose a new password that is different from your current one',
    ],
  ])('refuses %s with a clear message', async (_case, override, message) => {
    const user = await createUser(t.database.db);
    const cookie = await loginAs(t.app, user);
    const response = await changePassword(cookie, {
      currentPassword: user.password,
      newPassword,
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect((await login({ username: user.username, password: user.password })).statusCode).toBe(200);
  });

  it('lets only one of two changes racing with the same current password win', async () => {
    const user = await createUser(t.database.db);
    const [laptop, phone] = [await loginAs(t.app, user), await loginAs(t.app, user)];

    const answers = await Promise.all([
      changePassword(laptop, { currentPassword: user.password, newPassword: 'chosen on the laptop' }),
      changePassword(phone, { currentPassword: user.password, newPassword: 'chosen on the phone' }),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? 'chosen on the laptop' : 'chosen on the phone';
    expect((await login({ username: user.username, password: winner })).statusCode).toBe(200);
  });

  it('refuses a common new password with its own message and keeps the old one', async () => {
    const user = await createUser(t.database.db);
    const cookie = await loginAs(t.app, user);
    const response = await changePassword(cookie, {
      currentPassword: user.password,
      newPassword: 'Password1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'This password is too common. Please choose another.',
      code: 'validation.password_too_common',
    });
    expect((await login({ username: user.username, password: user.password })).statusCode).toBe(200);
  });

  it('answers 401 when nobody is signed in', async () => {
    const response = await changePassword(undefined, { currentPassword: 'whatever it is', newPassword });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Not authenticated' });
  });

  it('is rate limited like signing in, per account: guessing stops after AUTH_RATE_LIMIT tries a minute', async () => {
    const limited = await t.withSettings({ AUTH_RATE_LIMIT: '3' });
    const user = await createUser(t.database.db);
    const cookie = await loginAs(limited, user);
    const attempt = (currentPassword: string) =>
      limited.inject({
        method: 'PUT',
        url: '/api/user/password',
        payload: { currentPassword, newPassword },
        headers: { cookie },
      });
    for (const guess of ['guess one', 'guess two', 'guess three']) {
      expect((await attempt(guess)).statusCode).toBe(400);
    }
    const blocked = await attempt(user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      message: 'Too many attempts. Please wait a minute and try again.',
    });

    // Another student, from the same address, is not held up by it.
    const other = await createUser(t.database.db);
    const otherCookie = await loginAs(limited, other);
    const allowed = await limited.inject({
      method: 'PUT',
      url: '/api/user/password',
      payload: { currentPassword: other.password, newPassword },
      headers: { cookie: otherCookie },
    });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('signing out of other devices', () => {
  const otherSessions = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/sessions', headers: cookie ? { cookie } : {} });
  const signOutOthers = (cookie?: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/user/sessions/others', headers: cookie ? { cookie } : {} });

  it('counts the other signed-in devices, not this one and not expired sessions', async () => {
    const user = await createUser(t.database.db);
    const laptop = await loginAs(t.app, user);
    await loginAs(t.app, user);
    await loginAs(t.app, user);
    await t.database.db.insert(sessions).values({
      sid: `expired-${user.id}`,
      sess: { cookie: {}, userId: user.id },
      expire: new Date(Date.now() - 60_000),
    });

    const response = await otherSessions(laptop);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ otherSessions: 2 });
  });

  it("ends every other session of the user, keeps this one, and leaves other students' alone", async () => {
    const user = await createUser(t.database.db);
    const laptop = await loginAs(t.app, user);
    const phone = await loginAs(t.app, user);
    const tablet = await loginAs(t.app, user);
    const someoneElse = await loginAs(t.app, await createUser(t.database.db));

    const response = await signOutOthers(laptop);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Signed out of 2 other devices', signedOut: 2 });
    expect((await currentUser(phone)).statusCode).toBe(401);
    expect((await currentUser(tablet)).statusCode).toBe(401);
    expect((await currentUser(laptop)).json()).toMatchObject({ id: user.id });
    expect((await currentUser(someoneElse)).statusCode).toBe(200);
    expect((await otherSessions(laptop)).json()).toEqual({ otherSessions: 0 });
    expect((await signOutOthers(laptop)).json()).toMatchObject({
      message: 'Signed out of 0 other devices',
      signedOut: 0,
    });
  });

  it('answers 401 to both calls when nobody is signed in', async () => {
    for (const response of [await otherSessions(), await signOutOthers()]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Not authenticated' });
    }
  });
});
