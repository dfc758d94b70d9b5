import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pageTitle } from '../../../domain/seo.ts';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useVerifyEmail } from './api/email-verification.ts';

/** The server's answer to a link that worked (recovery.routes.ts). */
const VERIFIED = 'Your e-mail address is verified. Thank you!';

/**
 * /verify-email?token=…: the page the e-mailed link opens. It sends the token once, by itself, and says how it
 * went (docs/decisions/028-password-reset-and-email-verification.md). Works signed in or not.
 */
export function VerifyEmailPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    // Once, even when React runs the effect twice: a token is spent by its first use.
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  return (
    <div className="mx-auto max-w-md px-4 py-6 md:py-12">
      <title>{pageTitle(t`Verify your e-mail`)}</title>
      <Card>
        <CardHeader>
          <h1 className="font-bold text-2xl text-slate-900">
            <Trans>Verify your e-mail</Trans>
          </h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {!token ? (
            <p role="alert" className="flex items-start gap-2 text-slate-800 text-sm">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-status-red" />
              <Trans>This link is incomplete. Please ask for a new one from your account page.</Trans>
            </p>
          ) : verify.isSuccess ? (
            <p role="status" className="flex items-start gap-2 text-slate-800 text-sm">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-status-green" />
              {verify.data.message === VERIFIED
                ? t`Your e-mail address is verified. Thank you!`
                : verify.data.message}
            </p>
          ) : verify.isError ? (
            <p role="alert" className="flex items-start gap-2 text-slate-800 text-sm">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-status-red" />
              {errorMessage(verify.error)}
            </p>
          ) : (
            <p role="status" className="flex items-center gap-2 text-slate-700 text-sm">
              <Spinner /> <Trans>Checking your link…</Trans>
            </p>
          )}
          <p className="text-sm">
            <Link to="/account" className="font-medium text-primary-700 underline">
              <Trans>Go to your account</Trans>
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
