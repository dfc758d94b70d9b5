import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { refreshCachesOnNewVersion } from './lib/storage.ts';

const rootElement = document.getElementById('root');

// Without its root element the page cannot show the app, so start stops (spec, section 8).
if (rootElement) {
  refreshCachesOnNewVersion();
  // The server's <head> tags for this page (index.html's defaults, or a listing's own for crawlers) give way
  // to the ones each page renders, so there is never a second <title> or canonical link.
  for (const serverTag of document.head.querySelectorAll('[data-server-head]')) serverTag.remove();
  createRoot(rootElement).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProviders>
    </StrictMode>,
  );
}
