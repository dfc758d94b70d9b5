import { useLingui } from '@lingui/react/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../../domain/contracts/common.ts';
import type { MailPreferences, UpdateMailPreference } from '../../../../domain/contracts/mail.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';

export const mailPreferencesQueryOptions = queryOptions({
  queryKey: ['/api/user/mail-preferences'],
  queryFn: ({ signal }) =>
    apiRequest<MailPreferences>('GET', '/api/user/mail-preferences', undefined, signal),
});

export function useMailPreferences() {
  return useQuery(mailPreferencesQueryOptions);
}

/** Turns one optional e-mail on or off; the answer is the whole list again. */
export function useUpdateMailPreference() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateMailPreference) =>
      apiRequest<MailPreferences>('PUT', '/api/user/mail-preferences', change),
    onSuccess: (preferences) => queryClient.setQueryData(mailPreferencesQueryOptions.queryKey, preferences),
    onError: (error) => {
      toast({ title: t`Setting not saved`, description: errorMessage(error), variant: 'destructive' });
    },
  });
}

/** POST /api/mail/unsubscribe?token=…: the signed link an optional e-mail carried; no sign-in needed. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<Message>('POST', `/api/mail/unsubscribe?${new URLSearchParams({ token })}`),
  });
}
