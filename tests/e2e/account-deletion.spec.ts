import { expect } from '@playwright/test';
import { test } from './fixtures.ts';

test('a new student deletes their account from /account, lands home signed out, and cannot sign in again', async ({
  page,
  student,
}) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: `Hi, ${student.username}`, level: 1 })).toBeVisible();
  await page
    .getByRole('region', { name: 'Delete account' })
    .getByRole('button', { name: 'Delete account' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password', { exact: true }).fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Your password is not correct')).toBeVisible();

  await dialog.getByLabel('Your password', { exact: true }).fill(student.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Account deleted'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto('/auth');
  const form = page.getByRole('tabpanel', { name: 'Login' });
  await form.getByLabel('Username').fill(student.username);
  await form.getByLabel('Password', { exact: true }).fill(student.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Invalid username or password'),
  ).toBeVisible();
});
