import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type APIRequestContext, type Browser, test as base, expect, type Page } from '@playwright/test';
import { baseURL, returningVisitor, signedInDir } from './e2e-server.ts';

/**
 * Pages the server renders (docs/decisions/018) are on screen before the app has taken them over, and a click
 * before that does nothing: every navigation of the test's page waits until the app says it is ready (or the fatal
 * start-up page shows, or the address is not the app's).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.app === 'ready' || !document.getElementById('startup-failed')?.hidden,
    undefined,
    { timeout: 30_000 },
  );
}

/** `page` with goto and reload that wait for the app (see waitForApp). */
export function waitingForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
  return page;
}

/** A phone's window, 390 px wide: where the journeys of two students on their phones run. */
export const PHONE = { width: 390, height: 844 } as const;

/** The two windows a deal between two students is tried on. */
export const LAPTOP_AND_PHONE = [
  { name: 'a laptop', width: 1280, height: 800 },
  { name: 'a phone', ...PHONE },
] as const;

/** A second student's own browser, set up like the test's own (a returning visitor, same window). */
export async function ownBrowser(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, storageState: returningVisitor() });
  return { context, page: waitingForApp(await context.newPage()) };
}

export const DEMO_PASSWORD = 'student123';
/** The admin the e2e server creates from ADMIN_USERNAME / ADMIN_PASSWORD (playwright.config.ts). */
export const ADMIN = { username: 'e2e_admin', password: 'e2e-admin-password' };
/** The password of every student a journey registers. */
export const STUDENT_PASSWORD = 'shelf-of-notes-42';

/** A username no other test uses, so journeys can run in parallel against one server. */
export function newUsername(): string {
  return `e2e_${randomBytes(4).toString('hex')}`;
}

/** The accounts the setup project signs in once a run (signed-in.setup.ts). */
export const SIGNED_IN_ACCOUNTS = {
  asha: { username: 'asha', password: DEMO_PASSWORD },
  rohan: { username: 'rohan', password: DEMO_PASSWORD },
  admin: ADMIN,
} as const;

/** The saved browser state of an account signed in by the setup project: `test.use({ storageState: … })`. */
export function signedInState(account: keyof typeof SIGNED_IN_ACCOUNTS): string {
  return path.join(signedInDir, `${account}.json`);
}

/** What the app's own pages send with a state-changing call: the server refuses another site's Origin. */
const SAME_ORIGIN = { origin: new URL(baseURL).origin };

export interface Student {
  id: number;
  username: string;
  password: string;
}

/**
 * Registers a new student through the API, as the register form does; `request` keeps their session cookie (a
 * page's `page.request` signs the page in too). Registering through the form is accounts.spec.ts's business.
 */
export async function registerThroughApi(request: APIRequestContext): Promise<Student> {
  const username = newUsername();
  const registered = await request.post('/api/register', {
    data: { username, email: `${username}@example.in`, phone: '9876543210', password: STUDENT_PASSWORD },
    headers: SAME_ORIGIN,
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id } = (await registered.json()) as { id: number };
  return { id, username, password: STUDENT_PASSWORD };
}

/** What a journey's seller lists; the condition is Good and one is in stock unless it says otherwise. */
export interface ListingThroughApi {
  title: string;
  description: string;
  price: number;
  category: string;
  condition?: string;
  quantity?: number;
}

/**
 * Lists a product through the API as the signed-in student of `seller`, as the dashboard's form does; returns its
 * id. Listing through the wizard is selling.spec.ts's business.
 */
export async function listThroughApi(seller: APIRequestContext, listing: ListingThroughApi): Promise<number> {
  const listed = await seller.post('/api/products', {
    data: { condition: 'Good', quantity: 1, ...listing },
    headers: SAME_ORIGIN,
  });
  expect(listed.status(), await listed.text()).toBe(201);
  return ((await listed.json()) as { id: number }).id;
}

/**
 * Orders one of `productId` through the API with cash on delivery, to be handed over at college, as the signed-in
 * student of `buyer`; returns the order's id. Ordering through the checkout is buying.spec.ts's business.
 */
export async function orderWithCashThroughApi(buyer: APIRequestContext, productId: number): Promise<number> {
  const order = await buyer.post('/api/orders', {
    data: {
      customerName: 'Priya Sharma',
      customerPhone: '9876543210',
      deliveryAddressType: 'college',
      deliveryInstitution: 'College of Engineering, Pune',
      paymentMethod: 'cod',
      items: [{ productId, quantity: 1 }],
      fromBuyNow: true,
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { id: number }).id;
}

/** Signs an account in through the API; `request` keeps the session cookie. */
export async function signInThroughApi(
  request: APIRequestContext,
  credentials: { username: string; password: string },
): Promise<void> {
  const signedIn = await request.post('/api/login', { data: credentials, headers: SAME_ORIGIN });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
}

/**
 * Playwright's test, with a page whose navigations wait for the app, and `student`: a student registered for this
 * test alone and signed in in its browser.
 */
export const test = base.extend<{ student: Student }>({
  page: async ({ page }, use, testInfo) => {
    // What the browser saw go wrong, attached to a failed attempt: CI keeps a trace of the retry only, and a
    // screen that failed once and not again would otherwise leave no clue.
    const browserLog: string[] = [];
    page.on('pageerror', (error) => browserLog.push(`page error: ${error.stack ?? error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') browserLog.push(`console error: ${message.text()}`);
    });
    page.on('requestfailed', (request) =>
      browserLog.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
    );
    page.on('response', (response) => {
      if (response.status() >= 500) browserLog.push(`answered ${response.status()}: ${response.url()}`);
    });
    await use(waitingForApp(page));
    if (testInfo.status === testInfo.expectedStatus) return;
    // The render-error screen (src/web/app/layout/render-error-screen.tsx) keeps its error in closed details.
    const errorDetails = page.getByRole('group').filter({ hasText: 'Error Details' }).locator('pre');
    const shownError = await errorDetails.textContent({ timeout: 1_000 }).catch(() => null);
    if (shownError) browserLog.push(`the render-error screen's details: ${shownError}`);
    if (browserLog.length > 0) {
      await testInfo.attach('browser log', { body: browserLog.join('\n'), contentType: 'text/plain' });
    }
  },
  student: async ({ page }, use) => {
    await use(await registerThroughApi(page.request));
  },
});

/**
 * Registers through the /auth page and waits until the app has taken the new student on from it (and, above phone
 * width, shows the greeting; phones keep the account behind the Profile tab).
 */
export async function registerThroughUi(
  page: Page,
  username: string,
  password = STUDENT_PASSWORD,
): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('tabpanel', { name: 'Register' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.in`);
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  if ((page.viewportSize()?.width ?? 1280) >= 768)
    await expect(page.getByText(`Hi, ${username}`)).toBeVisible();
}

/** Signs in through the /auth page. */
export async function loginThroughUi(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(`Hi, ${username}`)).toBeVisible();
}
