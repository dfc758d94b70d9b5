import { type ComponentType, lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { currentToast, subscribeToToasts, type ToastEntry } from './toast-store.ts';

// The toast UI (Radix Toast) is downloaded with the first toast rather than with every page's first load.
// Should that download fail (offline), toasts fall back to a browser alert, as the spec allows.
const ToastRegion = lazy(() =>
  import('./toast-region.tsx').then(
    (module): { default: ComponentType<ToastProps> } => ({ default: module.ToastRegion }),
    () => ({ default: AlertFallback }),
  ),
);

interface ToastProps {
  entry: ToastEntry;
}

/** Place once near the root: shows whatever `toast()` last asked for. */
export function Toaster() {
  const entry = useSyncExternalStore(subscribeToToasts, currentToast, currentToast);
  if (!entry) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion entry={entry} />
    </Suspense>
  );
}

function AlertFallback({ entry }: ToastProps) {
  useEffect(() => {
    if (entry.open) window.alert([entry.title, entry.description].filter(Boolean).join('\n'));
  }, [entry]);
  return null;
}
