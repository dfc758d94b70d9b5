import type { QueryClient } from '@tanstack/react-query';
import type { SaleDetail } from '../../../../domain/contracts/sales.ts';
import { saleQueryOptions } from './get-sale.ts';

/**
 * After a hand-over or a decline: the sale page takes the server's answer as it is, and the sales list, the
 * seller's listings (a declined part's stock came back) and their earnings (a hand-over writes one,
 * docs/decisions/043-seller-payout-ledger.md) are read again.
 */
export async function afterSaleChanged(queryClient: QueryClient, sale: SaleDetail): Promise<void> {
  queryClient.setQueryData(saleQueryOptions(sale.orderId).queryKey, sale);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/sales'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/products/seller'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/payouts'] }),
  ]);
}
