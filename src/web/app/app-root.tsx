import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { StyleCheckBanner } from './layout/style-check-banner.tsx';
import { AppProviders } from './providers.tsx';

/**
 * The whole app around its router: the same tree in the browser and on the server, so what the server renders is
 * what the browser hydrates.
 */
export function AppRoot({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {router}
        <StyleCheckBanner />
      </AppProviders>
    </StrictMode>
  );
}
