import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../domain/contracts/orders.ts';
import { ordersQueryOptions } from '../../../lib/orders/get-orders.ts';
import { orderQueryOptions } from './get-order.ts';

/** After a change to an order: the list and its own page ask again. */
export function invalidateOrder(
  queryClient: QueryClient,
  order: Pick<Order, 'id' | 'userId'>,
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ordersQueryOptions(order.userId).queryKey }),
    queryClient.invalidateQueries({ queryKey: orderQueryOptions(order.id).queryKey }),
  ]);
}
