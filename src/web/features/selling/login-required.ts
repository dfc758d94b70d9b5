import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_REQUIRED_TOAST_DURATION, toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { userQueryOptions } from '../../lib/session/get-user.ts';

/** The spec's redirect delay after "Login Required" (section 9). */
export const LOGIN_REDIRECT_DELAY_MS = 2000;

/** True for an answer that means "sign in first" (spec, section 8: 'Unauthorized' or 'Not authenticated'). */
export function isLoginRequired(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /Unauthorized|Not authenticated/i.test(message);
}

/**
 * Says "Login Required" and, two seconds later, forgets the signed-in user (the session is gone on the
 * server) and goes to /auth.
 */
export function useLoginRequired(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  return useCallback(() => {
    toast({
      title: t`Login Required`,
      description: t`Please log in to upload products and files. Redirecting to login page...`,
      variant: 'destructive',
      duration: LOGIN_REQUIRED_TOAST_DURATION,
    });
    setTimeout(() => {
      queryClient.setQueryData(userQueryOptions.queryKey, null);
      navigate('/auth');
    }, LOGIN_REDIRECT_DELAY_MS);
  }, [navigate, queryClient, t]);
}
