import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { hydrationTurnsTaken } from '../lib/hydrate-in-turn.tsx';
import { StyleCheckBanner } from './layout/style-check-banner.tsx';
import { AppProviders } from './providers.tsx';

/**
 * The whole app around its router: the same tree in the browser and on the server, so what the server renders is
 * what the browser hydrates. `hydrating`: the server renders a page the browser will take over, or the browser takes
 * one over; false where the browser renders the app itself.
 */
export function AppRoot({
  queryClient,
  i18n,
  router,
  hydrating,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  router: ReactNode;
  hydrating: boolean;
}) {
  // Says the page answers to taps: set once the app has rendered or taken over the server's HTML, every part of it
  // (lib/hydrate-in-turn.tsx); the e2e journeys wait for it before they click.
  useEffect(() => {
    void hydrationTurnsTaken().then(() => {
      document.documentElement.dataset.app = 'ready';
    });
  }, []);
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n} hydrating={hydrating}>
        {router}
        <StyleCheckBanner />
      </AppProviders>
    </StrictMode>
  );
}
