import { mkdir, writeFile } from 'node:fs/promises';
import { test as setup } from '@playwright/test';
import { returningVisitor, signedInDir } from './e2e-server.ts';
import { SIGNED_IN_ACCOUNTS, signedInState, signInThroughApi } from './fixtures.ts';

/*
 * Signs the demo students and the admin in once a run, through the API, and saves each browser state (session
 * cookie and the onboarding flag) for the journeys that start signed in: signing in through the form is
 * accounts.spec.ts's business, and doing it in every journey cost seconds each.
 */

for (const [account, credentials] of Object.entries(SIGNED_IN_ACCOUNTS)) {
  setup(`${account} is signed in for the journeys`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    try {
      await signInThroughApi(request, credentials);
      const { cookies } = await request.storageState();
      await mkdir(signedInDir, { recursive: true });
      await writeFile(
        signedInState(account as keyof typeof SIGNED_IN_ACCOUNTS),
        JSON.stringify(returningVisitor(cookies)),
      );
    } finally {
      await request.dispose();
    }
  });
}
