import { randomBytes } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

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

/** Playwright's test, with a page whose navigations wait for the app. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForApp(page));
  },
});

export const DEMO_PASSWORD = 'student123';

/** A username no other test uses, so journeys can run in parallel against one server. */
export function newUsername(): string {
  return `e2e_${randomBytes(4).toString('hex')}`;
}

/** Registers through the /auth page and waits until the app shows the signed-in greeting. */
export async function registerThroughUi(page: Page, username: string, password = 'secret123'): Promise<void> {
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
