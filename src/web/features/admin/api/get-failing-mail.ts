import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FailingMail } from '../../../../domain/contracts/mail.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** E-mails given up or still failing (docs/decisions/027-email-outbox.md). */
export function getFailingMail(signal?: AbortSignal): Promise<FailingMail[]> {
  return apiRequest<FailingMail[]>('GET', '/api/admin/mail/failed', undefined, signal);
}

export const failingMailQueryOptions = queryOptions({
  queryKey: ['/api/admin/mail/failed'],
  queryFn: ({ signal }) => getFailingMail(signal),
  staleTime: 0,
  // The mail worker retries every few seconds: an open tab follows it, without hammering the server.
  refetchInterval: 60_000,
});

export function useFailingMail() {
  return useQuery(failingMailQueryOptions);
}
