import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { createUser, uniqueUsername } from '../../test/factories.ts';
import { linkIn } from '../../test/mailbox.ts';

// The per-account limit on failed sign-ins (docs/decisions/080-failed-sign-ins-and-common-passwords.md), at its
// defaults: 10 failures in 15 minutes. The per-address limit is generous in tests, so only the account's applies.
const t = useTestApp({ mailbox: true });

const TOO_MANY =
  'Too many failed sign-ins for this account. Please wait 15 minutes or use "Forgot password?" to set a new password.';

let address = 0;
/** Each attempt from an address of its own, as from a botnet: the per-address limit never sees two. */
const signIn = (username: string, password: string, app: FastifyInstance = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: `10.34.${Math.floor(++address / 250)}.${address % 250}`,
    payload: { username, password },
  });

/** Wrong guesses at a name, each from another address; returns their statuses. */
async function guess(username: string, times: number, app?: FastifyInstance): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await signIn(username, `wrong guess ${i}`, app)).statusCode);
  return statuses;
}

const tenRefusedThenLimited = [...Array(10).fill(401), ...Array(5).fill(429)];

describe('failed sign-ins per account', () => {
  it('refuses 15 wrong guesses from 15 addresses with 429 after 10, then the right password too', async () => {
    const user = await createUser(t.db);
    expect(await guess(user.username, 15)).toEqual(tenRefusedThenLimited);
    const right = await signIn(user.username, user.password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      message: TOO_MANY,
      code: 'auth.too_many_failed_sign_ins',
      params: { minutes: 15 },
    });
    expect(right.cookies).toHaveLength(0);
  });

  it('counts the username and the e-mail address of one account together', async () => {
    const user = await createUser(t.db);
    expect(await guess(user.username, 5)).toEqual(Array(5).fill(401));
    expect(await guess(user.email.toUpperCase(), 5)).toEqual(Array(5).fill(401));
    expect((await signIn(user.email, user.password)).statusCode).toBe(429);
    expect((await signIn(user.username, user.password)).statusCode).toBe(429);
  });

  it('leaves another account alone', async () => {
    const [attacked, other] = [await createUser(t.db), await createUser(t.db)];
    await guess(attacked.username, 11);
    expect((await signIn(other.username, other.password)).statusCode).toBe(200);
  });

  it('answers a name no account has exactly as an account: 401 ten times, then 429', async () => {
    const unknown = uniqueUsername();
    const statuses = await guess(unknown, 15);
    expect(statuses).toEqual(tenRefusedThenLimited);
    const user = await createUser(t.db);
    await guess(user.username, 10);
    expect((await signIn(unknown, 'anything at all')).json()).toEqual(
      (await signIn(user.username, 'anything at all')).json(),
    );
  });

  it('forgets the failures when the owner signs in before the limit', async () => {
    const user = await createUser(t.db);
    await guess(user.username, 9);
    expect((await signIn(user.username, user.password)).statusCode).toBe(200);
    expect(await guess(user.username, 10)).toEqual(Array(10).fill(401));
  });

  it('keeps "Forgot password?" open, and a reset lifts the limit for the new password', async () => {
    const user = await createUser(t.db);
    await guess(user.username, 10);
    expect((await signIn(user.username, user.password)).statusCode).toBe(429);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(202);
    await t.app.afterResponse.idle();
    await t.mailbox.deliver(t.db);
    const mail = t.mailbox.to(user.email).at(-1);
    const token = mail ? linkIn(mail, '/reset-password').searchParams.get('token') : null;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password: 'a fresh start 2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(user.username, 'a fresh start 2026')).statusCode).toBe(200);
  });

  it('is shared by app processes on one database (no Redis)', async () => {
    const other = await t.withSettings({ LOGIN_FAILURE_LIMIT: '3' });
    const here = await t.withSettings({ LOGIN_FAILURE_LIMIT: '3' });
    const user = await createUser(t.db);
    expect(await guess(user.username, 2, here)).toEqual([401, 401]);
    expect(await guess(user.username, 1, other)).toEqual([401]);
    expect((await signIn(user.username, user.password, here)).statusCode).toBe(429);
    expect((await signIn(user.username, user.password, other)).statusCode).toBe(429);
  });
});
