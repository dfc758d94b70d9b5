import './styles.css';
import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createAppQueryClient } from './app/app-query-client.ts';
import { StyleCheckBanner } from './app/layout/style-check-banner.tsx';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { startApp } from './app/start-app.tsx';
import { registerServiceWorker } from './lib/register-service-worker.ts';
import { refreshCachesOnNewVersion } from './lib/storage.ts';
import { checkStylesAtStartup } from './lib/style-check.ts';

const rootElement = document.getElementById('root');

// Without its root element the page cannot show the app, so start stops (spec, section 8).
if (rootElement) {
  refreshCachesOnNewVersion();
  checkStylesAtStartup();
  // The server's <head> tags for this page (index.html's defaults, or a listing's own for crawlers) give way
  // to the ones each page renders, so there is never a second <title> or canonical link.
  for (const serverTag of document.head.querySelectorAll('[data-server-head]')) serverTag.remove();
  startApp(rootElement, () => (
    <StrictMode>
      <AppProviders queryClient={createAppQueryClient()}>
        <RouterProvider router={createBrowserRouter(routes)} />
        <StyleCheckBanner />
      </AppProviders>
    </StrictMode>
  ));
  registerServiceWorker();
}
