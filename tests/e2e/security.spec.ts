import { type APIRequestContext, expect } from '@playwright/test';
import { newUsername, test } from './fixtures.ts';

/**
 * Security checks from outside, over real HTTP against the built server. The e2e server's PUBLIC_URL is
 * plain http (playwright.config.ts), so these are the answers of a laptop or an intranet install; behind HTTPS
 * the app adds Strict-Transport-Security, upgrade-insecure-requests and Secure cookies on top.
 */

/**
 * Every page of src/web/app/router.tsx. The server answers each with the same app shell (the guards run in
 * the browser), so they are fetched as a guest; what matters is that no page path escapes the headers.
 */
const PAGE_PATHS = [
  // public
  '/',
  '/browse',
  '/product/1',
  '/auth',
  '/terms',
  '/privacy-policy',
  '/disclaimer',
  '/seo-dashboard',
  '/clear-cache',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/unsubscribe',
  '/no/such/page',
  // signed in
  '/cart',
  '/checkout',
  '/orders',
  '/orders/1',
  '/achievements',
  '/sell',
  '/seller-listings',
  // admin
  '/admin',
  '/database-monitor',
];

const SESSION_COOKIE = 'passiton.sid';
const EVIL_ORIGIN = 'https://evil.example';

/** A Content-Security-Policy header as directive name → its sources. */
function parsePolicy(header: string): Map<string, string[]> {
  const directives = header
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name = '', ...sources] = directive.split(/\s+/);
      return [name.toLowerCase(), sources] as const;
    });
  return new Map(directives);
}

function expectSecurityHeaders(path: string, headers: Record<string, string>) {
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['referrer-policy'], path).toBe('no-referrer');
  // Over plain http browsers ignore HSTS (RFC 6797, 8.1); the app sends it only when PUBLIC_URL is https.
  expect(headers['strict-transport-security'], path).toBeUndefined();

  const csp = headers['content-security-policy'];
  expect(csp, `${path} has a Content-Security-Policy`).toBeDefined();
  const policy = parsePolicy(csp ?? '');
  expect(policy.get('default-src'), path).toEqual(["'self'"]);
  expect(policy.get('object-src'), path).toEqual(["'none'"]);
  expect(policy.get('base-uri'), path).toEqual(["'self'"]);
  // No inline scripts, no eval, no inline event handlers, no script from just any https host.
  const scriptSources = policy.get('script-src') ?? [];
  expect(scriptSources, path).toContain("'self'");
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'https:', 'http:', 'data:']) {
    expect(scriptSources, `${path} script-src`).not.toContain(unsafe);
  }
  expect(policy.get('script-src-attr'), path).toEqual(["'none'"]);
  // Upgrading requests on an http-only server would make every script and style fail to load.
  expect(policy.has('upgrade-insecure-requests'), `${path} upgrade-insecure-requests`).toBe(false);

  // Frame protection twice: CSP for current browsers, X-Frame-Options for old ones.
  expect(headers['x-frame-options'], path).toMatch(/^(DENY|SAMEORIGIN)$/);
  expect(policy.get('frame-ancestors')?.join(' '), path).toMatch(/^'(none|self)'$/);
}

test('every page and the API docs answer with security headers and a real Content-Security-Policy', async ({
  request,
}) => {
  for (const path of [...PAGE_PATHS, '/api/docs']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('text/html');
    expectSecurityHeaders(path, response.headers());
  }
});

test("the app's policy runs scripts only from itself and Razorpay's checkout, and the pages need no more", async ({
  page,
  request,
}) => {
  const shell = await request.get('/');
  const policy = parsePolicy(shell.headers()['content-security-policy'] ?? '');
  // 'wasm-unsafe-eval' compiles WebAssembly only (the barcode reader, decision 092); scripts are never eval'd.
  expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://checkout.razorpay.com']);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  // Styles do allow 'unsafe-inline': Radix positions its popovers with style attributes.
  expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);

  // 'self' is enough because the built page has no inline script at all: JSON-LD and the server-rendered page's
  // state are data blocks, never run.
  const html = await shell.text();
  const scriptTags = (html.match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) => !tag.includes('application/ld+json') && !tag.includes('type="application/json"'),
  );
  expect(scriptTags.length).toBeGreaterThan(0);
  for (const tag of scriptTags) expect(tag, 'every script is a file').toMatch(/\ssrc="/);

  // And the browser refuses nothing the app itself does while the pages load.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  for (const path of ['/', '/browse', '/product/1', '/auth', '/terms']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('the session cookie is HttpOnly and SameSite, out of reach of page scripts', async ({ page }) => {
  // page.request shares the page's cookie jar: the account is signed in for the page too.
  const username = newUsername();
  const registered = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.in`, phone: '9876543210', password: 'shelf-of-notes-42' },
  });
  expect(registered.status()).toBe(201);
  const setCookie = registered
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value);
  const sessionCookie = setCookie.find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  expect(sessionCookie).toBeDefined();
  expect(sessionCookie).toMatch(/;\s*HttpOnly/i);
  expect(sessionCookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);

  const stored = (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
  expect(stored?.httpOnly).toBe(true);
  expect(['Lax', 'Strict']).toContain(stored?.sameSite);

  await page.goto('/');
  await expect(page.getByText(`Hi, ${username}`)).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
});

interface Listing {
  id: number;
  quantity: number;
}

async function cartLineCount(student: APIRequestContext, userId: number): Promise<number> {
  const cart = await student.get(`/api/cart/${userId}`);
  expect(cart.ok()).toBe(true);
  return ((await cart.json()) as unknown[]).length;
}

test('a cross-site POST is refused and changes nothing, while the same POST from the app itself works', async ({
  playwright,
  baseURL,
}) => {
  const student = await playwright.request.newContext({ baseURL });
  const username = newUsername();
  const registered = await student.post('/api/register', {
    data: { username, email: `${username}@example.in`, phone: '9876543210', password: 'shelf-of-notes-42' },
  });
  expect(registered.status()).toBe(201);
  const { id: userId } = (await registered.json()) as { id: number };
  const listings = (await (await student.get('/api/products?limit=20')).json()) as Listing[];
  const listing = listings.find((candidate) => candidate.quantity >= 1);
  if (!listing) throw new Error('The demo catalogue has no listing in stock');
  const addToCart = { productId: listing.id, quantity: 1 };

  // What another site's page can send: both headers from current browsers, only Origin from older ones,
  // only Fetch metadata when the Origin is withheld.
  const crossSiteHeaders: Record<string, string>[] = [
    { origin: EVIL_ORIGIN, 'sec-fetch-site': 'cross-site' },
    { origin: EVIL_ORIGIN },
    { 'sec-fetch-site': 'cross-site' },
  ];
  for (const headers of crossSiteHeaders) {
    const refused = await student.post('/api/cart', { data: addToCart, headers });
    expect(refused.status(), JSON.stringify(headers)).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Cross-site request refused', code: 'auth.cross_site' });
  }
  expect(await cartLineCount(student, userId)).toBe(0);

  // Signing someone in to an attacker's account from another site (login CSRF) is refused the same way.
  const crossSiteLogin = await playwright.request.newContext({ baseURL });
  const login = await crossSiteLogin.post('/api/login', {
    data: { username, password: 'shelf-of-notes-42' },
    headers: { origin: EVIL_ORIGIN, 'sec-fetch-site': 'cross-site' },
  });
  expect(login.status()).toBe(403);
  expect(login.headers()['set-cookie']).toBeUndefined();
  await crossSiteLogin.dispose();

  const sameOrigin = await student.post('/api/cart', {
    data: addToCart,
    headers: { origin: new URL(baseURL ?? '').origin, 'sec-fetch-site': 'same-origin' },
  });
  expect(sameOrigin.status()).toBe(201);
  expect(await cartLineCount(student, userId)).toBe(1);
  await student.dispose();
});

test('error answers carry a message and never a stack trace or a file path', async ({ request }) => {
  const failures = [
    {
      what: 'malformed JSON',
      send: () =>
        request.post('/api/login', { data: '{"username":', headers: { 'content-type': 'application/json' } }),
    },
    { what: 'invalid input', send: () => request.get('/api/products/not-a-number') },
    { what: 'a missing listing', send: () => request.get('/api/products/999999') },
    { what: 'an id beyond what the database stores', send: () => request.get('/api/products/99999999999') },
    { what: 'no session', send: () => request.get('/api/orders') },
    { what: 'an unknown API route', send: () => request.get('/api/no-such-route') },
    {
      what: 'a wrong password',
      send: () => request.post('/api/login', { data: { username: 'asha', password: 'not-her-password' } }),
    },
  ];
  for (const { what, send } of failures) {
    const response = await send();
    expect(response.status(), what).toBeGreaterThanOrEqual(400);
    expect(response.status(), `${what} is the client's mistake, not a server failure`).toBeLessThan(500);
    const body = (await response.json()) as Record<string, unknown>;
    // A refusal is { message, code, params? } (docs/decisions/071-api-error-codes.md), and nothing else.
    expect(['message', 'code', 'params'], what).toEqual(expect.arrayContaining(Object.keys(body)));
    expect(body, what).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    expect(JSON.stringify(body), what).not.toMatch(/\\n\s+at |node_modules|\.[jt]s:\d+|\/work\/|file:\/\//);
  }
});
