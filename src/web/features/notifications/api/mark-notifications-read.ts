import { useLingui } from '@lingui/react/macro';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { notificationsQueryOptions } from './get-notifications.ts';
import { unreadNotificationsQueryOptions } from './get-unread-notifications.ts';

export function markNotificationRead(id: number): Promise<unknown> {
  return apiRequest('POST', `/api/notifications/${id}/read`);
}

export function markAllNotificationsRead(): Promise<unknown> {
  return apiRequest('POST', '/api/notifications/read-all');
}

function refreshNotifications(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey });
  void queryClient.invalidateQueries({ queryKey: unreadNotificationsQueryOptions.queryKey });
}

/** The toast for a refused update, in the reader's language. */
function useToastFailure(): (error: unknown) => void {
  const { t } = useLingui();
  return (error) =>
    toast({
      title: t`Could not update notifications`,
      description: errorMessage(error),
      variant: 'destructive',
    });
}

/** Marks one notification read; the list and the header's count follow. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const toastFailure = useToastFailure();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => refreshNotifications(queryClient),
    onError: toastFailure,
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const toastFailure = useToastFailure();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => refreshNotifications(queryClient),
    onError: toastFailure,
  });
}
