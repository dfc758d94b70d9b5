import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store.ts';
import { errorMessage } from '../../lib/api-client.ts';
import {
  browserCanPush,
  currentPushSubscription,
  PushUnavailableError,
  pushKeyQueryOptions,
  turnPushOff,
  turnPushOn,
} from '../../lib/push/browser-push.ts';

/** This browser's subscription endpoint, or null: asked of the Push API, never of the server. */
const subscriptionQueryKey = ['push-subscription-in-this-browser'] as const;

/**
 * Push notifications in this browser (docs/decisions/086-web-push.md): whether they can be had here (the browser
 * has the Push API and the server sends pushes), whether they are on, what the browser's permission is, and the
 * change from on to off and back. A refusal says why in a toast.
 */
export function usePushSwitch() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const supported = browserCanPush();
  const key = useQuery({ ...pushKeyQueryOptions, enabled: supported });
  const subscription = useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: async () => (await currentPushSubscription())?.endpoint ?? null,
    enabled: supported,
  });
  const publicKey = key.data?.enabled ? key.data.publicKey : undefined;
  const change = useMutation({
    mutationFn: async (on: boolean) => {
      if (!on) return turnPushOff();
      if (!publicKey) throw new PushUnavailableError('no-worker');
      return turnPushOn(publicKey);
    },
    onSuccess: (_nothing, on) => {
      toast({
        title: on ? t`Push notifications are on` : t`Push notifications are off`,
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: t`Could not change push notifications`,
        description:
          error instanceof PushUnavailableError
            ? error.reason === 'denied'
              ? t`Notifications are blocked for PassItOn in this browser. Allow them in the browser's site settings, then try again.`
              : t`This browser cannot get push notifications from PassItOn right now. Reload the page and try again.`
            : errorMessage(error),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
  });
  return {
    /** The browser can get pushes and the server sends them: the switch and the prompt show only then. */
    available: supported && publicKey !== undefined,
    /** Known once the browser has said (undefined while it is asked). */
    on: subscription.isSuccess ? subscription.data !== null : undefined,
    permission: supported ? Notification.permission : ('denied' as NotificationPermission),
    change,
  };
}
