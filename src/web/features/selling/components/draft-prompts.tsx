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
import { formatTimeAgo } from '../../../lib/format.ts';
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
  const lostFiles = draftFilesExpired(draft) && draft.images.length + draft.files.length > 0;
  return (
    <section
      aria-label="Unfinished listing"
      className="mb-4 flex flex-col gap-3 rounded-lg border border-accent-500/40 bg-accent-50 p-4 text-sm sm:flex-row sm:items-center"
    >
      <History aria-hidden="true" className="size-5 shrink-0 text-slate-700" />
      <p className="flex-1 text-slate-800">
        You have an unfinished listing from {formatTimeAgo(new Date(draft.savedAt))}.
        {lostFiles && ' Its files were uploaded more than a day ago: add them again.'}
      </p>
      <div className="flex gap-2">
        <Button type="button" onClick={onResume}>
          Resume
        </Button>
        <Button type="button" variant="outline" onClick={onDiscard}>
          Start over
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
        <AlertDialogTitle>Leave this listing?</AlertDialogTitle>
        <AlertDialogDescription>
          What you have entered is kept on this device as a draft, so you can carry on from Sell later.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => blocker.reset?.()}>Stay</AlertDialogCancel>
          <AlertDialogAction onClick={() => blocker.proceed?.()}>Leave</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
