import { msg } from '@lingui/core/macro';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { pageTitle } from '../../../domain/seo.ts';
import { Button } from '../../components/ui/button.tsx';
import { useTranslator } from '../../lib/i18n/use-translator.ts';
import { reloadPage } from '../../lib/reload.ts';
import { deleteCaches, localStore } from '../../lib/storage.ts';
import { unregisterServiceWorkers } from '../../lib/unregister-service-workers.ts';

/**
 * Shown when a screen fails to render, a page's code fails to download included (spec, section 8).
 * Forgetting the stored version makes the next start clear the caches, in case a stale copy caused it.
 */
export function RenderErrorScreen() {
  const error = useRouteError();
  const i18n = useTranslator();

  useEffect(() => {
    localStore.remove('appVersion');
  }, []);

  // The worker goes with its caches: one whose precache is gone would have nothing to serve offline.
  const clearCacheAndReload = async () => {
    try {
      await deleteCaches();
      await unregisterServiceWorkers();
    } catch (cacheError) {
      console.warn('Could not clear the caches', cacheError);
    }
    reloadPage();
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-canvas px-4 py-10">
      <title>{pageTitle(i18n._(msg`Something went wrong`))}</title>
      <div className="w-full max-w-md rounded-xl border bg-white p-6 text-center shadow-soft">
        <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-status-red" />
        <h1 className="mt-4 font-bold text-2xl text-slate-900">{i18n._(msg`Something went wrong`)}</h1>
        <p className="mt-2 text-slate-600">
          {i18n._(msg`We encountered an error while loading the application`)}
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button onClick={clearCacheAndReload}>
            <RefreshCw aria-hidden="true" className="size-5" />
            {i18n._(msg`Clear Cache & Reload`)}
          </Button>
          <Button variant="outline" onClick={reloadPage}>
            {i18n._(msg`Just Reload`)}
          </Button>
        </div>
        <details className="mt-6 text-left">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium text-slate-700 text-sm">
            {i18n._(msg`Error Details`)}
          </summary>
          <pre className="mt-2 overflow-x-auto whitespace-pre-wrap rounded-lg bg-slate-100 p-3 text-slate-800 text-xs">
            {describeError(error)}
          </pre>
        </details>
      </div>
    </main>
  );
}

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}
