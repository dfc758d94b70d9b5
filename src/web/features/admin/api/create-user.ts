import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody } from '../../../../domain/contracts/admin.ts';
import type { User } from '../../../../domain/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { invalidateAdmin } from './invalidate-admin.ts';

/** Creates an account, optionally with the admin role. */
export function createUser(body: CreateUserBody): Promise<User> {
  return apiRequest<User>('POST', '/api/admin/create-user', body);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => invalidateAdmin(queryClient) });
}
