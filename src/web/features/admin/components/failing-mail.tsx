import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import type { FailingMail as FailingMailRow } from '../../../../domain/contracts/mail.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useFormatters } from '../../../lib/i18n/use-formatters.ts';
import { useFailingMail } from '../api/get-failing-mail.ts';
import { useRetryMail } from '../api/retry-mail.ts';
import { WatchListPanel } from './watch-list-panel.tsx';

/** Given up, or still being retried, with when it was last tried and when it will be next. */
function State({ mail }: { mail: FailingMailRow }) {
  const { t } = useLingui();
  const { formatDateTime } = useFormatters();
  const attempts = mail.attempts;
  const lastTried = mail.lastAttemptAt ? formatDateTime(mail.lastAttemptAt) : undefined;
  const next = mail.nextAttemptAt ? formatDateTime(mail.nextAttemptAt) : undefined;
  return (
    <>
      <span className={mail.status === 'failed' ? 'font-medium text-status-red' : undefined}>
        {mail.status === 'failed' ? t`Given up` : t`Still retrying`}
      </span>
      <span className="block text-slate-500 text-xs">
        {t`${plural(attempts, { one: '# attempt', other: '# attempts' })}`}
        {lastTried ? ` · ${t`last tried ${lastTried}`}` : ''}
        {next ? ` · ${t`next ${next}`}` : ''}
      </span>
    </>
  );
}

function RetryButton({ mail }: { mail: FailingMailRow }) {
  const retry = useRetryMail();
  const { t } = useLingui();
  const subject = mail.subject;
  const recipient = mail.recipient;
  return (
    <Button
      variant="outline"
      loading={retry.isPending && retry.variables === mail.id}
      onClick={() => retry.mutate(mail.id)}
      aria-label={t`Send again: ${subject} to ${recipient}`}
    >
      <RotateCcw aria-hidden="true" className="size-4" />
      <Trans>Send again</Trans>
    </Button>
  );
}

/**
 * E-mails that do not get through (docs/decisions/027-email-outbox.md): given up after the last attempt, or still
 * refused after several. The recipient is masked; "Send again" queues one with a fresh series of attempts.
 */
export function FailingMail() {
  const { t } = useLingui();
  const { formatDateTime } = useFormatters();
  return (
    <WatchListPanel
      id="failing-mail-heading"
      title={t`E-mails not getting through`}
      description={t`Each is retried for about a day before it is given up. Fix what the mail server says, then send it again.`}
      query={useFailingMail()}
      emptyTitle={t`Every e-mail is getting through`}
      minWidth="min-w-[40rem]"
    >
      {(mails) => (
        <>
          <thead className="border-slate-200 border-b text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                <Trans>To</Trans>
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                <Trans>Message</Trans>
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                <Trans>Where it stands</Trans>
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">
                  <Trans>Action</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {mails.map((mail) => (
              <tr key={mail.id}>
                <th scope="row" className="py-3 pr-4 font-medium text-slate-900">
                  {mail.recipient}
                  <span className="block font-normal text-slate-500 text-xs">
                    {formatDateTime(mail.createdAt)}
                  </span>
                </th>
                <td className="py-3 pr-4">
                  {mail.subject}
                  <span className="block font-mono text-slate-500 text-xs">{mail.kind}</span>
                  {mail.lastError && <span className="block text-slate-600 text-xs">{mail.lastError}</span>}
                </td>
                <td className="py-3 pr-4">
                  <State mail={mail} />
                </td>
                <td className="py-3 text-right">
                  <RetryButton mail={mail} />
                </td>
              </tr>
            ))}
          </tbody>
        </>
      )}
    </WatchListPanel>
  );
}
