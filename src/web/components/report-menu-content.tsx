import { Trans, useLingui } from '@lingui/react/macro';
import { Ban, EllipsisVertical, Flag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '../../domain/contracts/reports.ts';
import { errorMessage } from '../lib/api-client.ts';
import { useSetBlock } from '../lib/moderation/blocks.ts';
import { REPORT_REASON_LABELS, useCreateReport } from '../lib/moderation/reports.ts';
import { useUser } from '../lib/session/get-user.ts';
import { Button } from './ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from './ui/dialog.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './ui/dropdown-menu.tsx';
import { Select } from './ui/select.tsx';
import { Textarea } from './ui/textarea.tsx';
import { toast } from './ui/toast-store.ts';

export interface ReportMenuProps {
  targetType: ReportTargetType;
  targetId: number;
  /** Whose the thing is: its owner is offered no report of it. */
  ownerId?: number | null;
  className?: string;
}

/**
 * A "⋮" menu with "Report" on a listing, a message, a review or a profile (docs/decisions/083): a dialog asks for
 * the reason (and details, which "Other" needs) and sends the report. With the owner known it also offers "Block
 * this student" (docs/decisions/084). Shown to signed-in students only, and never on what is their own.
 */
export function ReportMenuContent({ targetType, targetId, ownerId, className }: ReportMenuProps) {
  const { t } = useLingui();
  const user = useUser().data;
  const [open, setOpen] = useState(false);
  const setBlock = useSetBlock();
  if (!user || (ownerId !== undefined && ownerId === user.id)) return null;
  const what = {
    listing: t`More about this listing`,
    user: t`More about this student`,
    message: t`More about this message`,
    review: t`More about this review`,
  }[targetType];
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={what} className={className}>
            <EllipsisVertical aria-hidden="true" className="size-5" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setOpen(true)}>
            <Flag aria-hidden="true" className="size-4" />
            <Trans>Report</Trans>
          </DropdownMenuItem>
          {typeof ownerId === 'number' && (
            <DropdownMenuItem onSelect={() => setBlock.mutate({ userId: ownerId, block: true })}>
              <Ban aria-hidden="true" className="size-4" />
              <Trans>Block this student</Trans>
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && <ReportDialog targetType={targetType} targetId={targetId} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function ReportDialog({
  targetType,
  targetId,
  onDone,
}: {
  targetType: ReportTargetType;
  targetId: number;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const report = useCreateReport();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<{ reason?: string; details?: string }>({});
  const title = {
    listing: t`Report this listing`,
    user: t`Report this student`,
    message: t`Report this message`,
    review: t`Report this review`,
  }[targetType];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setProblem({ reason: t`Choose a reason from the list` });
    if (reason === 'other' && !details.trim())
      return setProblem({ details: t`Please tell us what is wrong` });
    setProblem({});
    report.mutate(
      { targetType, targetId, reason, ...(details.trim() ? { details: details.trim() } : {}) },
      {
        onSuccess: () => {
          toast({ title: t`Thanks — our team will look at it`, variant: 'success' });
          onDone();
        },
        onError: (error) => {
          toast({
            title: t`Could not send your report`,
            description: errorMessage(error),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <DialogContent>
      <form onSubmit={submit} className="flex flex-col gap-4 p-6" noValidate>
        <div>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            <Trans>Our team reads every report. Nobody is told who reported them.</Trans>
          </DialogDescription>
        </div>
        <Select
          label={t`Reason`}
          value={reason}
          error={problem.reason}
          onChange={(event) => setReason(event.target.value as ReportReason | '')}
        >
          <option value="">{t`Choose a reason`}</option>
          {REPORT_REASONS.map((value) => (
            <option key={value} value={value}>
              {i18n._(REPORT_REASON_LABELS[value])}
            </option>
          ))}
        </Select>
        <Textarea
          label={reason === 'other' ? t`What is wrong?` : t`What is wrong? (optional)`}
          value={details}
          maxLength={REPORT_DETAILS_MAX}
          error={problem.details}
          onChange={(event) => setDetails(event.target.value)}
        />
        <DialogFooter spaced={false}>
          <Button type="button" variant="outline" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={report.isPending}>
            <Trans>Send report</Trans>
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
