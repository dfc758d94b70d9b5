import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../components/ui/spinner.tsx';
import { useUser } from '../../lib/session/get-user.ts';
import { reasonForPath, returnPath, signInPath } from '../../lib/sign-in-return.ts';

/**
 * Screens that need an account: a spinner while the session is checked, the screen for a signed-in user,
 * otherwise a redirect to /auth that remembers this page and says why. It checks only that someone is signed
 * in; admin calls are refused by the server.
 */
export function RequireAuth() {
  const { data: user, isPending } = useUser();
  const { pathname, search } = useLocation();
  if (isPending) return <CenteredSpinner label="Checking your sign-in…" />;
  if (!user) return <Navigate to={signInPath(pathname + search, reasonForPath(pathname))} replace />;
  return <Outlet />;
}

/** /auth for someone already signed in (or who just signed in) goes back where they were, else home. */
export function RedirectIfSignedIn() {
  const { data: user, isPending } = useUser();
  const [params] = useSearchParams();
  if (isPending) return <CenteredSpinner label="Checking your sign-in…" />;
  if (user) return <Navigate to={returnPath(params.get('next'))} replace />;
  return <Outlet />;
}
