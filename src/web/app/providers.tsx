import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from '../components/ui/toaster.tsx';
import { englishI18n } from '../lib/i18n/i18n.ts';
import { HydrationMoment } from '../lib/use-hydrated.tsx';

/**
 * Everything the pages need around them: the query cache, the page's language (English unless `i18n` says
 * otherwise), the moment the browser has taken over a server-rendered page (`hydrating`: this render takes one
 * over), and the toast area.
 */
export function AppProviders({
  queryClient,
  i18n,
  hydrating = false,
  children,
}: {
  queryClient: QueryClient;
  i18n?: I18n;
  hydrating?: boolean;
  children: ReactNode;
}) {
  // One translator for the app's life: switching language changes it in place, never swaps it.
  const [translator] = useState(() => i18n ?? englishI18n());
  return (
    <I18nProvider i18n={translator}>
      <QueryClientProvider client={queryClient}>
        <HydrationMoment hydrating={hydrating}>
          {children}
          <Toaster />
        </HydrationMoment>
      </QueryClientProvider>
    </I18nProvider>
  );
}
