import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, HandCoins } from 'lucide-react';
import { SALES_PAGE_SIZE } from '../../../domain/contracts/sales.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useSales } from './api/get-sales.ts';
import { SaleCard } from './components/sale-card.tsx';

interface SalesListProps {
  /** 1-based. */
  page: number;
  /** The address of another page of sales. */
  hrefFor: (page: number) => string;
}

/** The Sales tab of the seller dashboard: the seller's part of every order, newest first, a page at a time. */
export function SalesList({ page, hrefFor }: SalesListProps) {
  const { t } = useLingui();
  const { data, isPending, isError, error, refetch } = useSales(page);
  if (isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <EmptyState
        icon={CircleAlert}
        title={t`Your sales could not be loaded`}
        description={errorMessage(error)}
        action={
          <Button onClick={() => refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  if (data.total === 0) {
    return (
      <EmptyState
        icon={HandCoins}
        title={t`No sales yet`}
        description={t`When a student buys one of your listings, the order shows up here.`}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-4 md:grid-cols-2">
        {data.sales.map((sale) => (
          <li key={sale.orderId}>
            <SaleCard sale={sale} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={Math.ceil(data.total / SALES_PAGE_SIZE)} hrefFor={hrefFor} />
    </div>
  );
}
