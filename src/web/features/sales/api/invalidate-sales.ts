import type { QueryClient } from '@tanstack/react-query';
import type { SaleDetail } from '../../../../domain/contracts/sales.ts';
import { saleQueryOptions } from './get-sale.ts';

/**
 * After a hand-over or a decline: the sale page takes the server's answer as it is, and the sales list and the
 * seller's listings (a declined part's stock came back) are read again.
 */
export async function afterSaleChanged(queryClient: QueryClient, sale: SaleDetail): Promise<void> {
  queryClient.setQueryData(saleQueryOptions(sale.orderId).queryKey, sale);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/sales'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/products/seller'] }),
  ]);
}
