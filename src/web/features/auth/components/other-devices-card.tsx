import { Plural, Trans } from '@lingui/react/macro';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useOtherSessions } from '../api/get-other-sessions.ts';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions.ts';

function OtherDevicesText({ count }: { count: number }) {
  if (count === 0) return <Trans>You are not signed in on any other device.</Trans>;
  return (
    <Trans>
      You are signed in on <Plural value={count} one="# other device" other="# other devices" />.
    </Trans>
  );
}

/** How many other devices are signed in, and a confirmed way to sign them all out. */
export function OtherDevicesCard() {
  const sessions = useOtherSessions();
  const signOutOthers = useSignOutOtherSessions();

  return (
    <Card role="region" aria-labelledby="other-devices-heading">
      <CardHeader>
        <CardTitle id="other-devices-heading">
          <Trans>Other devices</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Lost a phone or used a shared computer? Sign it out from here.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {sessions.isPending ? (
          <Skeleton className="h-5 w-64 max-w-full" />
        ) : sessions.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-slate-700 text-sm">
            <p>
              <Trans>Your devices could not be loaded.</Trans>
            </p>
            <Button variant="outline" onClick={() => sessions.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <p aria-live="polite" className="text-slate-800">
            <OtherDevicesText count={sessions.data.otherSessions} />
          </p>
        )}
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              variant="outline"
              loading={signOutOthers.isPending}
              className="w-full sm:w-auto sm:self-start"
            >
              <Trans>Sign out of all other devices</Trans>
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>
              <Trans>Sign out of all other devices?</Trans>
            </AlertDialogTitle>
            <AlertDialogDescription>
              <Trans>
                Every other phone, tablet or computer signed in to your account will be signed out. This
                device stays signed in.
              </Trans>
            </AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel>
                <Trans>Cancel</Trans>
              </AlertDialogCancel>
              <AlertDialogAction variant="destructive" onClick={() => signOutOthers.mutate()}>
                <Trans>Sign out others</Trans>
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
