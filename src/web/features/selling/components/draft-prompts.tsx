import { Trans, useLingui } from '@lingui/react/macro';
import { History } from 'lucide-react';
import type { Blocker } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useFormatters } from '../../../lib/i18n/use-formatters.ts';
import { draftFilesExpired, type WizardDraft } from '../wizard-draft.ts';

/** "You have an unfinished listing": carry on with it, or start afresh. */
export function DraftOffer({
  draft,
  onResume,
  onDiscard,
}: {
  draft: WizardDraft;
  onResume: () => void;
  onDiscard: () => void;
}) {
  const { t } = useLingui();
  const { formatTimeAgo } = useFormatters();
  const lostFiles = draftFilesExpired(draft) && draft.images.length + draft.files.length > 0;
  const savedAgo = formatTimeAgo(new Date(draft.savedAt));
  return (
    <section
      aria-label={t`Unfinished listing`}
      className="mb-4 flex flex-col gap-3 rounded-lg border border-accent-500/40 bg-accent-50 p-4 text-sm sm:flex-row sm:items-center"
    >
      <History aria-hidden="true" className="size-5 shrink-0 text-slate-700" />
      <p className="flex-1 text-slate-800">
        <Trans>You have an unfinished listing from {savedAgo}.</Trans>
        {lostFiles && <> {t`Its files were uploaded more than a day ago: add them again.`}</>}
      </p>
      <div className="flex gap-2">
        <Button type="button" onClick={onResume}>
          <Trans>Resume</Trans>
        </Button>
        <Button type="button" variant="outline" onClick={onDiscard}>
          <Trans>Start over</Trans>
        </Button>
      </div>
    </section>
  );
}

/** Asked when a student leaves a half-filled wizard inside the app. */
export function LeaveWizardDialog({ blocker }: { blocker: Blocker }) {
  return (
    <AlertDialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
      <AlertDialogContent>
        <AlertDialogTitle>
          <Trans>Leave this listing?</Trans>
        </AlertDialogTitle>
        <AlertDialogDescription>
          <Trans>
            What you have entered is kept on this device as a draft, so you can carry on from Sell later.
          </Trans>
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => blocker.reset?.()}>
            <Trans>Stay</Trans>
          </AlertDialogCancel>
          <AlertDialogAction onClick={() => blocker.proceed?.()}>
            <Trans>Leave</Trans>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
