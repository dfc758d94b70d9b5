import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { usePushMoment } from '../../../lib/push/push-moment.ts';
import { localStore } from '../../../lib/storage.ts';
import { usePushSwitch } from '../use-push-switch.ts';

/**
 * A small card offering push notifications, once (docs/decisions/086-web-push.md): only after the student sent a
 * message or made a sale (lib/push/push-moment.ts), never on a first visit and never the browser's own prompt
 * unasked; not where push is on, blocked, or cannot be had. "Not now" is remembered in this browser.
 */
export function PushPrompt() {
  const { t } = useLingui();
  const push = usePushSwitch();
  const moment = usePushMoment();
  const [dismissed, setDismissed] = useState(() => localStore.get<boolean>('pushPromptDismissed') === true);
  const dismiss = () => {
    localStore.set('pushPromptDismissed', true);
    setDismissed(true);
  };
  if (!moment || dismissed || !push.available || push.on !== false || push.permission !== 'default')
    return null;
  return (
    <section
      aria-labelledby="push-prompt-heading"
      className="fixed inset-x-3 bottom-20 z-40 rounded-lg border bg-white p-4 shadow-lg md:inset-x-auto md:right-6 md:bottom-6 md:w-96"
    >
      <div className="flex items-start gap-3">
        <BellRing aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary-800" />
        <div className="flex flex-col gap-1">
          <h2 id="push-prompt-heading" className="font-semibold text-slate-900">
            <Trans>Hear back at once</Trans>
          </h2>
          <p className="text-slate-700 text-sm">
            <Trans>Get a notification on this device when someone replies or buys from you.</Trans>
          </p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" tone="neutral" onClick={dismiss}>
          <Trans>Not now</Trans>
        </Button>
        <Button
          loading={push.change.isPending}
          aria-label={t`Turn on push notifications`}
          onClick={() => push.change.mutate(true, { onSettled: dismiss })}
        >
          <Trans>Turn on</Trans>
        </Button>
      </div>
    </section>
  );
}
