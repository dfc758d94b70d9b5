import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { pageTitle } from '../../../domain/seo.ts';
import { reloadHome } from '../../lib/reload.ts';
import { clearStoredData, deleteCaches } from '../../lib/storage.ts';
import { unregisterServiceWorkers } from '../../lib/unregister-service-workers.ts';

export const RELOAD_DELAY_MS = 2000;

type StepState = 'waiting' | 'running' | 'done' | 'failed';

const steps = [
  { id: 'caches', label: msg`Deleting saved copies of the app`, run: () => deleteCaches() },
  { id: 'storage', label: msg`Clearing stored data`, run: async () => clearStoredData() },
  { id: 'worker', label: msg`Removing the offline worker`, run: unregisterServiceWorkers },
] as const;

/**
 * /clear-cache (seller-and-admin spec, section 2): wipes the caches, local and session storage (keeping only
 * the onboarding flags, as every clearing does) and the service workers, then reloads after 2 seconds.
 * A step that fails is shown and logged; the others still run.
 */
export function ClearCachePage() {
  const { t, i18n } = useLingui();
  const [states, setStates] = useState<StepState[]>(() => steps.map(() => 'waiting'));
  const [finished, setFinished] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, even when React mounts the page twice in development.
    if (started.current) return;
    started.current = true;
    const mark = (index: number, state: StepState) =>
      setStates((current) => current.map((old, at) => (at === index ? state : old)));

    void (async () => {
      for (const [index, step] of steps.entries()) {
        mark(index, 'running');
        try {
          await step.run();
          mark(index, 'done');
        } catch (error) {
          // The log is for developers: in English whatever the page's language.
          console.warn(`${step.label.message ?? step.id} failed`, error);
          mark(index, 'failed');
        }
      }
      setFinished(true);
      // Home rather than here: reloading /clear-cache would clear everything again.
      window.setTimeout(reloadHome, RELOAD_DELAY_MS);
    })();
  }, []);

  return (
    <section aria-labelledby="clear-cache-heading" className="mx-auto max-w-md px-4 py-10">
      <title>{pageTitle(t`Clear Cache`)}</title>
      <h1 id="clear-cache-heading" className="font-bold text-2xl text-slate-900">
        <Trans>Clear Cache</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>Removing the copies of PassItOn saved in this browser, so the newest version loads.</Trans>
      </p>
      <ol aria-label={t`Progress`} className="mt-6 flex flex-col gap-3">
        {steps.map((step, index) => (
          <li key={step.id} className="flex items-center gap-3 text-slate-800">
            <StepIcon state={states[index] ?? 'waiting'} />
            {i18n._(step.label)}
          </li>
        ))}
      </ol>
      <p role="status" className="mt-6 font-medium text-slate-900">
        {finished ? t`Done. Reloading in 2 seconds…` : ''}
      </p>
    </section>
  );
}

function StepIcon({ state }: { state: StepState }) {
  if (state === 'done') {
    return (
      <span className="flex items-center text-status-green">
        <CircleCheck aria-hidden="true" className="size-5" />
        <span className="sr-only">
          <Trans>Done:</Trans>
        </span>
      </span>
    );
  }
  if (state === 'failed') {
    return (
      <span className="flex items-center text-status-red">
        <CircleX aria-hidden="true" className="size-5" />
        <span className="sr-only">
          <Trans>Failed:</Trans>
        </span>
      </span>
    );
  }
  return (
    <LoaderCircle
      aria-hidden="true"
      className={
        state === 'running' ? 'size-5 text-primary-800 motion-safe:animate-spin' : 'size-5 text-slate-300'
      }
    />
  );
}
