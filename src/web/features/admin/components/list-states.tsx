import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, Inbox } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

/** Grey rows while the first page loads. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={index} className="h-16 w-full" />
      ))}
    </div>
  );
}

/** A list that could not be loaded, with the reason and a retry. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={CircleAlert}
      title={t`This list could not be loaded`}
      description={errorMessage(error)}
      action={
        <Button onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    />
  );
}

/** Nothing matches: says so, and how to widen the search. */
export function ListEmpty({ title, filtered }: { title: string; filtered: boolean }) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={Inbox}
      title={title}
      description={
        filtered ? t`Nothing matches these filters. Clear the search or choose another filter.` : undefined
      }
    />
  );
}
