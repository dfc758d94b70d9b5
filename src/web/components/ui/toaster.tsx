import { type ComponentType, lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslator } from '../../lib/i18n/use-translator.ts';
import { loadCode } from '../../lib/load-code.ts';
import { currentToast, subscribeToToasts, type ToastEntry, toastText } from './toast-store.ts';

// The toast UI (Radix Toast) is downloaded with the first toast rather than with every page's first load.
// Should that download fail (offline), toasts fall back to a browser alert, as the spec allows.
const ToastRegion = lazy(() =>
  loadCode(() => import('./toast-region.tsx')).then(
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
  const i18n = useTranslator();
  useEffect(() => {
    if (!entry.open) return;
    const texts = [entry.title, entry.description].flatMap((text) => (text ? [toastText(i18n, text)] : []));
    window.alert(texts.join('\n'));
  }, [entry, i18n]);
  return null;
}
