import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../../domain/api-errors.ts';
import { EXPIRED_LINK } from '../../../domain/contracts/auth.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { createProduct, createUser, loginAs, registrationFor } from '../../test/factories.ts';
import { linkIn, type ReceivedMail } from '../../test/mailbox.ts';
import { hashToken } from './account-tokens.ts';
import { accountTokens, users } from './auth.tables.ts';

const t = useTestApp({ mailbox: true });

const verify = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/email/verify', payload: { token } });
const resend = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/verify-email', headers: cookie ? { cookie } : {} });
const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json();

/** Registers through the API; returns the session cookie, the details and the token of the e-mailed link. */
async function registerAndReadLink(overrides: { email?: string } = {}) {
  const details = registrationFor(overrides);
  const response = await t.app.inject({ method: 'POST', url: '/api/register', payload: details });
  expect(response.statusCode).toBe(201);
  const session = response.cookies.find((cookie) => cookie.name === 'passiton.sid');
  await t.mailbox.deliver(t.database.db);
  const mail = t.mailbox.to(details.email).at(-1);
  if (!mail) throw new Error('no verification e-mail');
  return {
    details,
    mail,
    cookie: `${session?.name}=${session?.value}`,
    token: linkIn(mail, '/verify-email').searchParams.get('token') ?? '',
  };
}

describe('verifying the e-mail address', () => {
  it('e-mails a link at registration; following it marks the address verified', async () => {
    const { details, mail, cookie, token } = await registerAndReadLink();
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.html).toContain('/verify-email?token=');
    expect(await me(cookie)).toMatchObject({ username: details.username, emailVerified: false });
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Your e-mail address is verified. Thank you!' });
    expect(await me(cookie)).toMatchObject({ emailVerified: true });
  });

  it('takes each link once, and not after 7 days', async () => {
    const first = await registerAndReadLink();
    expect((await verify(first.token)).statusCode).toBe(200);
    expect((await verify(first.token)).json()).toMatchObject({ message: EXPIRED_LINK });

    const second = await registerAndReadLink();
    const [row] = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(second.token)));
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(5_000);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(second.token)));
    const expired = await verify(second.token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: EXPIRED_LINK });
    expect(await me(second.cookie)).toMatchObject({ emailVerified: false });
  });

  it('refuses a made-up link and a reset link used as a verification link', async () => {
    expect((await verify('made-up')).json()).toMatchObject({ message: EXPIRED_LINK });
    const user = await createUser(t.database.db);
    await t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: user.email } });
    await t.app.afterResponse.idle();
    await t.mailbox.deliver(t.database.db);
    const resetMail = t.mailbox.to(user.email).at(-1);
    const resetToken = linkIn(resetMail as NonNullable<typeof resetMail>, '/reset-password').searchParams.get(
      'token',
    );
    expect((await verify(resetToken ?? '')).statusCode).toBe(400);
  });

  it('sends another link on request, and says so when the address is verified already', async () => {
    const { details, cookie, token } = await registerAndReadLink();
    const response = await resend(cookie);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      message: `We have sent a new link to ${details.email}. It works for 7 days.`,
    });
    await t.mailbox.deliver(t.database.db);
    expect(t.mailbox.to(details.email)).toHaveLength(2);
    const newToken =
      linkIn(t.mailbox.to(details.email)[1] as ReceivedMail, '/verify-email').searchParams.get('token') ?? '';
    expect(newToken).not.toBe(token);
    expect((await verify(newToken)).statusCode).toBe(200);
    // The first link is spent with the rest once one is used.
    expect((await verify(token)).statusCode).toBe(400);
    const again = await resend(cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: API_ERRORS['auth.already_verified'] });
  });

  it('answers 401 to a request for a link when signed out', async () => {
    const response = await resend();
    expect(response.statusCode).toBe(401);
  });

  it('lets one account ask for 3 links an hour', async () => {
    const user = await createUser(t.database.db);
    const cookie = await loginAs(t.app, user);
    for (let i = 0; i < 3; i++) expect((await resend(cookie)).statusCode).toBe(202);
    const blocked = await resend(cookie);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^You have asked for several links already/);
  });
});

describe('rate limits', () => {
  it('answers 429 after AUTH_RATE_LIMIT verification attempts a minute from one address', async () => {
    const limited = await t.withSettings({ AUTH_RATE_LIMIT: '3' });
    const attempt = (i: number) =>
      limited.inject({ method: 'POST', url: '/api/email/verify', payload: { token: `guess-${i}` } });
    for (let i = 0; i < 3; i++) expect((await attempt(i)).statusCode).toBe(400);
    const blocked = await attempt(3);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      message: 'Too many attempts. Please wait a minute and try again.',
    });
  });
});

describe('the Verified student badge', () => {
  const productOf = async (sellerId: number) => {
    const product = await createProduct(t.database.db, sellerId);
    return (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json();
  };
  const verified = (id: number) =>
    t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));

  it('shows on the listings of a seller who verified an academic address', async () => {
    const { details, token } = await registerAndReadLink({ email: `seller${Date.now()}@iitb.ac.in` });
    const [seller] = await t.database.db.select().from(users).where(eq(users.username, details.username));
    expect((await productOf(seller?.id ?? 0)).sellerVerifiedStudent).toBe(false);
    await verify(token);
    expect((await productOf(seller?.id ?? 0)).sellerVerifiedStudent).toBe(true);
  });

  it('does not show for a verified address elsewhere', async () => {
    const seller = await createUser(t.database.db, { email: `seller${Date.now()}@gmail.com` });
    await verified(seller.id);
    expect((await productOf(seller.id)).sellerVerifiedStudent).toBe(false);
  });
});
