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

function otherDevicesText(count: number): string {
  if (count === 0) return 'You are not signed in on any other device.';
  return `You are signed in on ${count} other ${count === 1 ? 'device' : 'devices'}.`;
}

/** How many other devices are signed in, and a confirmed way to sign them all out. */
export function OtherDevicesCard() {
  const sessions = useOtherSessions();
  const signOutOthers = useSignOutOtherSessions();

  return (
    <Card role="region" aria-labelledby="other-devices-heading">
      <CardHeader>
        <CardTitle id="other-devices-heading">Other devices</CardTitle>
        <CardDescription>Lost a phone or used a shared computer? Sign it out from here.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {sessions.isPending ? (
          <Skeleton className="h-5 w-64 max-w-full" />
        ) : sessions.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-slate-700 text-sm">
            <p>Your devices could not be loaded.</p>
            <Button variant="outline" onClick={() => sessions.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <p aria-live="polite" className="text-slate-800">
            {otherDevicesText(sessions.data.otherSessions)}
          </p>
        )}
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              variant="outline"
              loading={signOutOthers.isPending}
              className="w-full sm:w-auto sm:self-start"
            >
              Sign out of all other devices
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>Sign out of all other devices?</AlertDialogTitle>
            <AlertDialogDescription>
              Every other phone, tablet or computer signed in to your account will be signed out. This device
              stays signed in.
            </AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel />
              <AlertDialogAction variant="destructive" onClick={() => signOutOthers.mutate()}>
                Sign out others
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
