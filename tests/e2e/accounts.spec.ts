import { expect, type Page } from '@playwright/test';
import { returningVisitor } from './e2e-server.ts';
import {
  DEMO_PASSWORD,
  loginThroughUi,
  newUsername,
  registerThroughUi,
  STUDENT_PASSWORD,
  test,
  waitingForApp,
} from './fixtures.ts';

test('a new student registers, sees the greeting, logs out and logs in again', async ({ page }) => {
  const username = newUsername();
  await registerThroughUi(page, username, STUDENT_PASSWORD);
  await expect(page).toHaveURL('/');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('You have been successfully logged out. Refreshing page...'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText(`Hi, ${username}`)).toHaveCount(0);

  await loginThroughUi(page, username, STUDENT_PASSWORD);
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

test('a guest opening /orders signs in and lands on /orders; a signed-in student who opens /auth is sent home', async ({
  page,
}) => {
  await page.goto('/orders');
  await expect(page).toHaveURL('/auth?next=%2Forders&reason=orders');
  await expect(page.getByText('Sign in to see your orders')).toBeVisible();
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Username').fill('rohan');
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/orders');
  await expect(page.getByRole('heading', { name: 'Your Orders', level: 1 })).toBeVisible();

  await page.goto('/auth');
  await expect(page).toHaveURL('/');
});

test('changing the password on the phone signs the laptop out; signing out other devices from the laptop signs the phone out', async ({
  page: laptop,
  student,
  browser,
  baseURL,
}) => {
  // Two browsers and two sign-ins: a long journey.
  test.slow();
  // Registered on the laptop (through the API: registering is the first journey's business).
  const { username } = student;
  await laptop.goto('/');
  await expect(laptop.getByText(`Hi, ${username}`)).toBeVisible();
  const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

  // The same student on a phone, in a browser of its own.
  const phoneBrowser = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    storageState: returningVisitor(),
  });
  const phone = waitingForApp(await phoneBrowser.newPage());
  try {
    await phone.goto('/auth');
    const loginForm = phone.getByRole('tabpanel', { name: 'Login' });
    await loginForm.getByLabel('Username').fill(username);
    await loginForm.getByLabel('Password', { exact: true }).fill(student.password);
    await loginForm.getByRole('button', { name: 'Sign In' }).click();
    await expect(toasts(phone).getByText(`Welcome back, ${username}!`)).toBeVisible();

    // The phone's Profile tab leads to the account's pages.
    await phone
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await expect(phone.getByRole('heading', { name: `Hi, ${username}`, level: 1 })).toBeVisible();
    await phone
      .getByRole('navigation', { name: 'Your account' })
      .getByRole('link', { name: 'Account settings' })
      .click();
    await expect(phone.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(phone.getByText('You are signed in on 1 other device.')).toBeVisible();

    const form = phone.getByRole('region', { name: 'Change password' });
    await form.getByLabel('Current password', { exact: true }).fill(student.password);
    await form.getByLabel('New password', { exact: true }).fill('a new secret');
    await form.getByLabel('Confirm new password', { exact: true }).fill('a new secret');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(toasts(phone).getByText('Password changed')).toBeVisible();
    await expect(phone.getByText('You are not signed in on any other device.')).toBeVisible();

    // The laptop's session ended with the old password; the phone's goes on.
    await laptop.reload();
    await expect(laptop.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(laptop.getByText(`Hi, ${username}`)).toHaveCount(0);
    await phone.reload();
    await expect(phone.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

    // The old password no longer opens the account; the new one does.
    await laptop.goto('/auth');
    const laptopLogin = laptop.getByRole('tabpanel', { name: 'Login' });
    await laptopLogin.getByLabel('Username').fill(username);
    await laptopLogin.getByLabel('Password', { exact: true }).fill(student.password);
    await laptopLogin.getByRole('button', { name: 'Sign In' }).click();
    await expect(toasts(laptop).getByText('Invalid username or password')).toBeVisible();
    await loginThroughUi(laptop, username, 'a new secret');

    // From the laptop's account menu: sign every other device out.
    await laptop.getByRole('button', { name: `Hi, ${username}`, expanded: false }).click();
    await laptop.getByRole('menu').getByRole('menuitem', { name: 'Account settings' }).click();
    await expect(laptop.getByText('You are signed in on 1 other device.')).toBeVisible();
    await laptop.getByRole('button', { name: 'Sign out of all other devices' }).click();
    await laptop
      .getByRole('alertdialog', { name: 'Sign out of all other devices?' })
      .getByRole('button', { name: 'Sign out others' })
      .click();
    await expect(toasts(laptop).getByText('Signed out of 1 other device.')).toBeVisible();
    await expect(laptop.getByText('You are not signed in on any other device.')).toBeVisible();

    await phone.reload();
    await expect(phone).toHaveURL('/auth?next=%2Fsettings&reason=page');
  } finally {
    await phoneBrowser.close();
  }
});
