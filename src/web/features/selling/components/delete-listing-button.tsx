import { Trans, useLingui } from '@lingui/react/macro';
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
import { toast } from '../../../components/ui/toast-store.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import { useDeleteListing } from '../api/delete-listing.ts';
import { isLoginRequired, useLoginRequired } from '../login-required.ts';

/** Delete, after a confirmation that names the listing. */
export function DeleteListingButton({ id, title }: { id: number; title: string }) {
  const { i18n, t } = useLingui();
  const deleteListing = useDeleteListing();
  const loginRequired = useLoginRequired();

  const confirm = () =>
    deleteListing.mutate(id, {
      onSuccess: () =>
        toast({ title: t`Success`, description: t`Product deleted successfully`, variant: 'success' }),
      onError: (error) => {
        if (isLoginRequired(error)) {
          loginRequired();
          return;
        }
        toast({
          title: t`Error`,
          description: refusalMessage(error, i18n) ?? t`Failed to delete product`,
          variant: 'destructive',
        });
      },
    });

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" loading={deleteListing.isPending} aria-label={t`Delete ${title}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          <Trans>Delete</Trans>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>
          <Trans>Delete this listing?</Trans>
        </AlertDialogTitle>
        <AlertDialogDescription>
          <Trans>
            “{title}” will be removed from the marketplace. Orders already placed for it are not affected.
          </Trans>
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel />
          <AlertDialogAction variant="destructive" onClick={confirm}>
            <Trans>Delete</Trans>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
