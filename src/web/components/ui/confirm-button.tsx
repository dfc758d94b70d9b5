import type { ComponentProps, ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog.tsx';
import { Button } from './button.tsx';

interface ConfirmButtonProps {
  /** The button's own words, and its look. */
  label: string;
  variant?: ComponentProps<typeof Button>['variant'];
  loading?: boolean;
  /** The question and what follows from saying yes. */
  title: string;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  confirmVariant?: ComponentProps<typeof Button>['variant'];
  onConfirm: () => void;
}

/** A button whose action is asked about first, for what cannot be undone. */
export function ConfirmButton({
  label,
  variant,
  loading,
  title,
  description,
  cancelLabel,
  confirmLabel,
  confirmVariant,
  onConfirm,
}: ConfirmButtonProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant={variant} loading={loading}>
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction variant={confirmVariant} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
