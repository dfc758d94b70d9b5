import { Navigate, Outlet } from 'react-router';
import { CenteredSpinner } from '../../components/ui/spinner.tsx';
import { useUser } from '../../features/auth/api/get-user.ts';

/**
 * Screens that need an account: a spinner while the session is checked, the screen for a signed-in user,
 * otherwise a redirect to /auth. It checks only that someone is signed in; admin calls are refused by the server.
 */
export function RequireAuth() {
  const { data: user, isPending } = useUser();
  if (isPending) return <CenteredSpinner label="Checking your sign-in…" />;
  if (!user) return <Navigate to="/auth" replace />;
  return <Outlet />;
}

/** /auth for someone already signed in goes to the home page instead. */
export function RedirectIfSignedIn() {
  const { data: user, isPending } = useUser();
  if (isPending) return <CenteredSpinner label="Checking your sign-in…" />;
  if (user) return <Navigate to="/" replace />;
  return <Outlet />;
}
