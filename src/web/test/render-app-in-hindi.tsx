import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '../../domain/contracts/auth.ts';
import { createAppQueryClient } from '../app/app-query-client.ts';
import { AppProviders } from '../app/providers.tsx';
import { createRoutes } from '../app/router.tsx';
import { createI18n, loadMessages } from '../lib/i18n/i18n.ts';
import { userQueryOptions } from '../lib/session/get-user.ts';

/** The whole app opened at `path` in Hindi, as a reader who chose हिन्दी sees it (`user`: as in renderApp). */
export async function renderAppInHindi(path: string, { user }: { user?: User | null } = {}) {
  const queryClient = createAppQueryClient();
  if (user !== undefined) queryClient.setQueryData(userQueryOptions.queryKey, user);
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  return {
    router,
    queryClient,
    ...render(
      <AppProviders queryClient={queryClient} i18n={createI18n('hi', await loadMessages('hi'))}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}
