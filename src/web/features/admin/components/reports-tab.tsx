import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type {
  ReportGroup,
  ReportTargetType,
  ResolveAction,
  SecondLook,
  SuspendedUser,
} from '../../../../domain/contracts/reports.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useFormatters } from '../../../lib/i18n/use-formatters.ts';
import { REPORT_REASON_LABELS } from '../../../lib/moderation/reports.ts';
import {
  useAnswerSecondLook,
  useLiftSuspension,
  useModerationDesk,
  useResolveReport,
} from '../api/moderation.ts';
import { ListError, ListSkeleton } from './list-states.tsx';

/** What the admin may do about a thing reported, as the form offers it; "suspend" carries its length. */
type Choice =
  | 'dismiss'
  | 'hide_listing'
  | 'remove_content'
  | 'suspend_7'
  | 'suspend_30'
  | 'suspend_good'
  | 'lift';

function choicesFor(group: ReportGroup): Choice[] {
  const owner: Choice[] = group.owner
    ? group.ownerSuspended
      ? ['lift']
      : ['suspend_7', 'suspend_30', 'suspend_good']
    : [];
  if (group.targetType === 'listing') return ['hide_listing', 'dismiss', ...owner];
  if (group.targetType === 'message' || group.targetType === 'review')
    return ['remove_content', 'dismiss', ...owner];
  return ['dismiss', ...owner];
}

function decisionOf(choice: Choice): { action: ResolveAction; days?: 7 | 30 } {
  switch (choice) {
    case 'suspend_7':
      return { action: 'suspend_user', days: 7 };
    case 'suspend_30':
      return { action: 'suspend_user', days: 30 };
    case 'suspend_good':
      return { action: 'suspend_user' };
    case 'lift':
      return { action: 'lift_suspension' };
    default:
      return { action: choice };
  }
}

function useChoiceLabels(): Record<Choice, string> {
  const { t } = useLingui();
  return {
    dismiss: t`Dismiss: nothing against the rules`,
    hide_listing: t`Hide the listing`,
    remove_content: t`Remove it`,
    suspend_7: t`Suspend the student for 7 days`,
    suspend_30: t`Suspend the student for 30 days`,
    suspend_good: t`Suspend the student for good`,
    lift: t`Lift the student's suspension`,
  };
}

function useTargetNames(): Record<ReportTargetType, string> {
  const { t } = useLingui();
  return { listing: t`Listing`, user: t`Student`, message: t`Message`, review: t`Review` };
}

/** A reason is kept with every decision: the form asks for it before anything is done. */
function DecisionForm({ group }: { group: ReportGroup }) {
  const { t } = useLingui();
  const labels = useChoiceLabels();
  const resolve = useResolveReport();
  const choices = choicesFor(group);
  const [choice, setChoice] = useState<Choice>(choices[0] ?? 'dismiss');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setProblem(t`Please give a reason`);
    setProblem(undefined);
    resolve.mutate({ reportId: group.reportId, decision: { ...decisionOf(choice), reason: reason.trim() } });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 border-t pt-3" noValidate>
      <Select
        label={t`Decision`}
        value={choice}
        onChange={(event) => setChoice(event.target.value as Choice)}
      >
        {choices.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </Select>
      <Textarea
        label={t`Reason (kept, and told to the seller when a listing is hidden)`}
        rows={2}
        value={reason}
        maxLength={1000}
        error={problem}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" className="self-start" loading={resolve.isPending}>
        <Trans>Apply</Trans>
      </Button>
    </form>
  );
}

function ReportCard({ group }: { group: ReportGroup }) {
  const { t, i18n } = useLingui();
  const { formatDate } = useFormatters();
  const names = useTargetNames();
  const reporters = group.reporters;
  const lastReported = formatDate(group.lastReportedAt);
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="primary">{names[group.targetType]}</Badge>
        <Badge tone={reporters >= 3 ? 'red' : 'yellow'}>
          {t`${plural(reporters, { one: '# reporter', other: '# reporters' })}`}
        </Badge>
        {group.hidden === 'reports' && <Badge tone="orange">{t`Hidden until you decide`}</Badge>}
        {group.hidden === 'team' && <Badge tone="neutral">{t`Hidden by the team`}</Badge>}
        {group.ownerSuspended && <Badge tone="red">{t`Suspended`}</Badge>}
        <span className="text-slate-600 text-xs">{t`last reported ${lastReported}`}</span>
      </div>
      <p className="break-words font-medium text-slate-900">{group.excerpt || t`(no text)`}</p>
      <p className="text-slate-600 text-sm">
        {group.owner ? t`Posted by ${group.owner.username}` : t`Its account is gone`}
        {group.link && (
          <>
            {' · '}
            <Link
              to={group.link}
              className="inline-flex min-h-11 items-center gap-1 text-primary-800 underline"
            >
              <Trans>Open it</Trans>
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </Link>
          </>
        )}
      </p>
      <ul className="flex flex-wrap gap-2 text-sm">
        {group.reasons.map(({ reason, count }) => (
          <li key={reason} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800">
            {i18n._(REPORT_REASON_LABELS[reason])} × {count}
          </li>
        ))}
      </ul>
      {group.details.length > 0 && (
        <ul className="flex flex-col gap-1 text-slate-700 text-sm">
          {group.details.map((detail) => (
            <li key={detail.createdAt + detail.text} className="break-words border-slate-300 border-l-2 pl-2">
              {detail.text}
            </li>
          ))}
        </ul>
      )}
      <DecisionForm group={group} />
    </li>
  );
}

function SecondLookCard({ request }: { request: SecondLook }) {
  const { t } = useLingui();
  const answer = useAnswerSecondLook();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const decide = (show: boolean) => {
    if (!reason.trim()) return setProblem(t`Please give a reason`);
    setProblem(undefined);
    answer.mutate({ productId: request.productId, decision: { show, reason: reason.trim() } });
  };
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-white p-4">
      <p className="font-medium text-slate-900">
        <Link to={`/product/${request.productId}`} className="text-primary-800 underline">
          {request.title}
        </Link>
      </p>
      {request.reason && <p className="text-slate-600 text-sm">{t`Hidden because: ${request.reason}`}</p>}
      <Textarea
        label={t`Reason`}
        rows={2}
        value={reason}
        error={problem}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => decide(true)} loading={answer.isPending}>
          <Trans>Show it again</Trans>
        </Button>
        <Button variant="outline" onClick={() => decide(false)} disabled={answer.isPending}>
          <Trans>Keep it hidden</Trans>
        </Button>
      </div>
    </li>
  );
}

function SuspendedCard({ user }: { user: SuspendedUser }) {
  const { t } = useLingui();
  const { formatDate } = useFormatters();
  const lift = useLiftSuspension();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const until = user.until ? formatDate(user.until) : null;
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-white p-4">
      <p className="font-medium text-slate-900">{user.username}</p>
      <p className="text-slate-600 text-sm">
        {until ? t`Suspended until ${until}` : t`Suspended for good`} · {user.reason}
      </p>
      <Textarea
        label={t`Reason for lifting`}
        rows={2}
        value={reason}
        error={problem}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button
        variant="outline"
        className="self-start"
        loading={lift.isPending}
        onClick={() => {
          if (!reason.trim()) return setProblem(t`Please give a reason`);
          setProblem(undefined);
          lift.mutate({ userId: user.id, reason: reason.trim() });
        }}
      >
        <Trans>Lift the suspension</Trans>
      </Button>
    </li>
  );
}

/**
 * The "Reports" tab (docs/decisions/083-reports-and-suspensions.md): open reports grouped by what they are about,
 * most reported first, each with the decisions that fit it; then listings whose sellers ask for another look, and
 * the accounts suspended now.
 */
export function ReportsTab() {
  const { t } = useLingui();
  const desk = useModerationDesk();
  if (desk.isPending) return <ListSkeleton />;
  if (desk.isError) return <ListError error={desk.error} onRetry={() => desk.refetch()} />;
  const { reports, secondLooks, suspended } = desk.data;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="reports-heading" className="flex flex-col gap-3">
        <h2 id="reports-heading" className="font-semibold text-lg text-slate-900">
          <Trans>Open reports</Trans>
        </h2>
        {reports.length === 0 ? (
          <EmptyState icon={ShieldCheck} title={t`No open reports`} />
        ) : (
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {reports.map((group) => (
              <ReportCard key={group.reportId} group={group} />
            ))}
          </ul>
        )}
      </section>
      {secondLooks.length > 0 && (
        <section aria-labelledby="second-looks-heading" className="flex flex-col gap-3">
          <h2 id="second-looks-heading" className="font-semibold text-lg text-slate-900">
            <Trans>Sellers asking for another look</Trans>
          </h2>
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {secondLooks.map((request) => (
              <SecondLookCard key={request.productId} request={request} />
            ))}
          </ul>
        </section>
      )}
      {suspended.length > 0 && (
        <section aria-labelledby="suspended-heading" className="flex flex-col gap-3">
          <h2 id="suspended-heading" className="font-semibold text-lg text-slate-900">
            <Trans>Suspended students</Trans>
          </h2>
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {suspended.map((user) => (
              <SuspendedCard key={user.id} user={user} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
