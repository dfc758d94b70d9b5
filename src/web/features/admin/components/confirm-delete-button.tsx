import { Trans } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** A Delete button that asks first; nothing is sent until the admin confirms. */
export function ConfirmDeleteButton({
  label,
  title,
  description,
  onConfirm,
  pending,
  compact = false,
}: {
  /** The button's accessible name, e.g. 'Delete TXN-000123'. */
  label: string;
  title: string;
  description: string;
  onConfirm: () => void;
  pending: boolean;
  /** Icon only (tables); otherwise icon and the word Delete. */
  compact?: boolean;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size={compact ? 'icon' : 'md'} loading={pending} aria-label={label}>
          <Trash2 aria-hidden="true" className="size-4 text-red-700" />
          {!compact && <Trans>Delete</Trans>}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>
            <Trans>Cancel</Trans>
          </AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            <Trans>Delete</Trans>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
