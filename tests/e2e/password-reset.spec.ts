import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { dataDir } from './e2e-server.ts';
import { loginThroughUi, registerThroughApi, test } from './fixtures.ts';

/*
 * A way back in (docs/decisions/028): the server e2e starts has no SMTP_URL, so it writes each e-mail as an .eml
 * file under its data folder (docs/decisions/027), and the journey reads its link from there as a student would
 * from their inbox.
 */

const mailFolder = path.join(dataDir, 'mail');

/** The text of the newest e-mail to `address` whose subject matches, once the outbox worker has written it. */
async function latestMailTo(address: string, subject: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(mailFolder).catch(() => [] as string[])).filter((name) =>
          name.endsWith('.eml'),
        );
        for (const file of files.sort().reverse()) {
          const mail = await simpleParser(await readFile(path.join(mailFolder, file)));
          const to = Array.isArray(mail.to)
            ? mail.to.map((entry) => entry.text).join(', ')
            : (mail.to?.text ?? '');
          if (to.includes(address) && subject.test(mail.subject ?? '')) {
            found = mail.text ?? '';
            return true;
          }
        }
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found ?? '';
}

test('a student who forgot their password gets a link by e-mail, sets a new one and signs in with it', async ({
  page,
  playwright,
  baseURL,
}) => {
  // An account from elsewhere (registered through the API); this browser has never been signed in to it.
  const elsewhere = await playwright.request.newContext({ baseURL });
  const { username } = await registerThroughApi(elsewhere);
  await elsewhere.dispose();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(`${username}@example.in`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /e-mail|email/i })
      .first(),
  ).toBeVisible();

  const mail = await latestMailTo(`${username}@example.in`, /password/i);
  const link = mail.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  expect(link).toBeDefined();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);

  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-secret-2');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('new-secret-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/auth/);

  await loginThroughUi(page, username, 'new-secret-2');
});
