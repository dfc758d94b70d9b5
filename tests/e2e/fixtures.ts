import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

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
