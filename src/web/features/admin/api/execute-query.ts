import { useMutation } from '@tanstack/react-query';
import type { QueryResult } from '../../../../domain/contracts/admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Runs one read-only statement in the SQL console. */
export function executeQuery(query: string): Promise<QueryResult> {
  return apiRequest<QueryResult>('POST', '/api/admin/database/execute', { query });
}

export function useExecuteQuery() {
  return useMutation({ mutationFn: executeQuery });
}
