import { useLingui } from '@lingui/react/macro';
import { formatOrderNumber } from '../../../lib/format.ts';
import { useDeleteAdminOrder } from '../api/delete-admin-order.ts';
import { ConfirmDeleteButton } from './confirm-delete-button.tsx';

/** Delete (a soft delete) after asking; `onDeleted` runs once the server has hidden the transaction. */
export function DeleteTransactionButton({
  orderId,
  compact = false,
  onDeleted,
}: {
  orderId: number;
  compact?: boolean;
  onDeleted?: () => void;
}) {
  const remove = useDeleteAdminOrder();
  const { t } = useLingui();
  const number = formatOrderNumber(orderId);
  return (
    <ConfirmDeleteButton
      compact={compact}
      label={t`Delete ${number}`}
      title={t`Delete ${number}?`}
      description={t`The transaction disappears from the dashboard and the buyer's orders. It stays in the database and the audit log, so the history is never lost.`}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(orderId, { onSuccess: onDeleted })}
    />
  );
}
