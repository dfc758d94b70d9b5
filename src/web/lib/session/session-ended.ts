import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store.ts';
import { userQueryOptions } from './get-user.ts';

/**
 * A signed-in student's call was answered 401: the session ended on the server. The app forgets the user, so
 * the header stops greeting them and a page that needs an account sends them to sign in and back (route guard).
 * A guest's 401 (a wrong password) is no news, and changes nothing.
 */
export function endSignedOutSession(queryClient: QueryClient): void {
  if (!queryClient.getQueryData(userQueryOptions.queryKey)) return;
  queryClient.setQueryData(userQueryOptions.queryKey, null);
  toast({
    // Messages, translated when the toast shows: this runs in a query's error handler, outside any component.
    title: msg`Signed out`,
    description: msg`Your session has ended. Sign in again to carry on.`,
    variant: 'destructive',
  });
}
