import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../../domain/contracts/common.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { failingMailQueryOptions } from './get-failing-mail.ts';

/** Puts one e-mail back in the outbox's queue. */
export function retryMail(id: number): Promise<Message> {
  return apiRequest<Message>('POST', `/api/admin/mail/${id}/retry`);
}

export function useRetryMail() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useMutation({
    mutationFn: retryMail,
    onSuccess: async ({ message }) => {
      toast({ title: t`E-mail queued again`, description: message, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: failingMailQueryOptions.queryKey });
    },
    onError: (error) => {
      toast({
        title: t`The e-mail was not queued again`,
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });
}
