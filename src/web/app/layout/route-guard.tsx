import { msg } from '@lingui/core/macro';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../components/ui/spinner.tsx';
import { useTranslator } from '../../lib/i18n/use-translator.ts';
import { useUser } from '../../lib/session/get-user.ts';
import { reasonForPath, returnPath, signInPath } from '../../lib/sign-in-return.ts';

const CHECKING_SIGN_IN = msg`Checking your sign-in…`;

/**
 * Screens that need an account: a spinner while the session is checked, the screen for a signed-in user,
 * otherwise a redirect to /auth that remembers this page and says why. It checks only that someone is signed
 * in; admin calls are refused by the server.
 */
export function RequireAuth() {
  const { data: user, isPending } = useUser();
  const { pathname, search } = useLocation();
  const i18n = useTranslator();
  if (isPending) return <CenteredSpinner label={i18n._(CHECKING_SIGN_IN)} />;
  if (!user) return <Navigate to={signInPath(pathname + search, reasonForPath(pathname))} replace />;
  return <Outlet />;
}

/** /auth for someone already signed in (or who just signed in) goes back where they were, else home. */
export function RedirectIfSignedIn() {
  const { data: user, isPending } = useUser();
  const [params] = useSearchParams();
  const i18n = useTranslator();
  if (isPending) return <CenteredSpinner label={i18n._(CHECKING_SIGN_IN)} />;
  if (user) return <Navigate to={returnPath(params.get('next'))} replace />;
  return <Outlet />;
}
