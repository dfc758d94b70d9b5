import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { usePushSwitch } from '../use-push-switch.ts';

/**
 * The account page's "Push notifications" switch for this browser (docs/decisions/086-web-push.md); not there
 * where the browser cannot get pushes or the server sends none.
 */
export function PushSettingsCard() {
  const { t } = useLingui();
  const push = usePushSwitch();
  if (!push.available) return null;
  const blocked = push.permission === 'denied' && !push.on;
  return (
    <Card role="region" aria-labelledby="push-heading">
      <CardHeader>
        <CardTitle id="push-heading">
          <Trans>Push notifications</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>New messages and sales on this device, even when PassItOn is closed.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Checkbox
          role="switch"
          label={t`Push notifications on this device`}
          checked={push.on ?? false}
          disabled={push.on === undefined || push.change.isPending || blocked}
          onChange={(event) => push.change.mutate(event.target.checked)}
        />
        {blocked && (
          <p className="text-slate-600 text-sm">
            <Trans>
              Notifications are blocked for PassItOn in this browser. Allow them in the browser's site
              settings to turn this on.
            </Trans>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
