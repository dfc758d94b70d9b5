import type { CreateOrder, Order } from '../../../../domain/contracts/orders.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Places the order; the server checks every figure sent against its own (409 when one is out of date). */
export function createOrder(order: CreateOrder): Promise<Order> {
  return apiRequest<Order>('POST', '/api/orders', order);
}
