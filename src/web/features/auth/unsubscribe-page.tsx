import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { pageTitle } from '../../../domain/seo.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useUnsubscribe } from './api/mail-preferences.ts';
import { unsubscribedText } from './mail-kinds.ts';

/**
 * /unsubscribe?token=…: where the link in an optional e-mail leads. It asks before turning the e-mail off (mail
 * scanners open links, and a page that unsubscribed on opening would unsubscribe people who never clicked).
 */
export function UnsubscribePage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <div className="mx-auto max-w-md px-4 py-6 md:py-12">
      <title>{pageTitle(t`Unsubscribe`)}</title>
      <Card>
        <CardHeader>
          <h1 className="font-bold text-2xl text-slate-900">
            <Trans>Unsubscribe</Trans>
          </h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {unsubscribe.isSuccess ? (
            <p role="status" className="flex items-start gap-2 text-slate-800 text-sm">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-status-green" />
              {unsubscribedText(i18n, unsubscribe.data.message)}
            </p>
          ) : unsubscribe.isError ? (
            <p role="alert" className="flex items-start gap-2 text-slate-800 text-sm">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-status-red" />
              {errorMessage(unsubscribe.error)}
            </p>
          ) : (
            <>
              <p className="text-slate-800 text-sm">
                <Trans>Stop getting e-mails like the one that brought you here?</Trans>
              </p>
              <Button
                className="self-start"
                disabled={!token}
                loading={unsubscribe.isPending}
                onClick={() => unsubscribe.mutate(token)}
              >
                <Trans>Unsubscribe</Trans>
              </Button>
            </>
          )}
          <p className="text-sm">
            <Link to="/settings" className="font-medium text-primary-700 underline">
              <Trans>All e-mail settings</Trans>
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
