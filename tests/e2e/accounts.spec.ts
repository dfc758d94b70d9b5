import { expect, test } from '@playwright/test';
import { loginThroughUi, newUsername, registerThroughUi } from './fixtures.ts';

test('a new student registers, sees the greeting, logs out and logs in again', async ({ page }) => {
  const username = newUsername();
  await registerThroughUi(page, username, 'secret123');
  await expect(page).toHaveURL('/');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('You have been successfully logged out. Refreshing page...'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText(`Hi, ${username}`)).toHaveCount(0);

  await loginThroughUi(page, username, 'secret123');
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText(`Welcome back, ${username}!`),
  ).toBeVisible();
});

test('the register form shows the spec messages and sends nothing while invalid', async ({ page }) => {
  const registerCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/register')) registerCalls.push(request.url());
  });
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('tabpanel', { name: 'Register' });
  await form.getByLabel('Username').fill('ab');
  await form.getByLabel('Mobile number').fill('12345');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(form.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();
  await expect(form.getByText('You must agree to our Terms & Conditions and Privacy Policy')).toBeVisible();
  expect(registerCalls).toEqual([]);
});

test('a wrong password is refused with the server message', async ({ page }) => {
  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Username').fill('asha');
  await form.getByLabel('Password', { exact: true }).fill('not-the-password');
  await form.getByRole('button', { name: 'Sign In' }).click();
  const toast = page.getByRole('region', { name: /Notifications/ });
  await expect(toast.getByText('Login failed')).toBeVisible();
  await expect(toast.getByText('Invalid username or password')).toBeVisible();
});

test('a signed-in student who opens /auth is sent home, and a guest opening /orders is sent to /auth', async ({
  page,
}) => {
  await page.goto('/orders');
  await expect(page).toHaveURL('/auth');
  await loginThroughUi(page, 'rohan');
  await page.goto('/auth');
  await expect(page).toHaveURL('/');
});
