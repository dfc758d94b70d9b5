import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type DeliveryDetails, isDeliveryComplete, type Order } from '../../../domain/contracts/orders.ts';
import { summariseFees } from '../../../domain/fees.ts';
import { toRupeeString } from '../../../domain/money.ts';
import { orderNumber, type PaymentMethod } from '../../../domain/order-status.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { pricedItems, unitPriceOf } from '../../lib/cart/cart-lines.ts';
import { type CartLine, cartQueryOptions } from '../../lib/cart/get-cart.ts';
import { ordersQueryOptions } from '../../lib/orders/get-orders.ts';
import { useUser } from '../../lib/session/get-user.ts';
import { createOrder, newIdempotencyKey } from './api/create-order.ts';
import { createPaymentOrder } from './api/create-payment-order.ts';
import { verifyPayment } from './api/verify-payment.ts';
import { clearBuyNowCheckout } from './buy-now-handoff.ts';
import {
  CheckoutError,
  orderCreationError,
  paymentCancelled,
  paymentFailed,
  paymentOrderError,
  verificationFailed,
} from './checkout-errors.ts';
import { deliveryValues, rememberDelivery } from './delivery-memory.ts';
import { usePaymentCheckout } from './payment/use-payment-checkout.tsx';

export interface PlacedOrder {
  order: Order;
  paymentMethod: PaymentMethod;
}

/** Only the fields of the chosen address type travel with the order, not ones typed before switching. */
function deliveryFor(details: DeliveryDetails) {
  const home = details.deliveryAddressType === 'home';
  return {
    customerName: details.customerName,
    customerPhone: details.customerPhone,
    deliveryAddressType: details.deliveryAddressType,
    deliveryInstitution: home ? null : (details.deliveryInstitution ?? null),
    deliveryAddress: home ? (details.deliveryAddress ?? null) : null,
    deliveryCity: home ? (details.deliveryCity ?? null) : null,
    deliveryState: home ? (details.deliveryState ?? null) : null,
    deliveryPincode: home ? (details.deliveryPincode ?? null) : null,
  };
}

/**
 * The checkout flow in the spec's order (section 4): for online payment the provider order, the provider's
 * checkout, verification, then the order; for cash on delivery the order alone. The server empties the cart of
 * what was ordered, in the order's own transaction; the page reads the cart again (and forgets the Buy Now
 * handoff) and the success screen shows. Every failure says what happened and allows another try.
 *
 * Each checkout attempt has its own Idempotency-Key (docs/decisions/040-idempotent-checkout.md): pressing the
 * button again for the same order — after a lost answer, say — sends the same key, so the server answers with the
 * order it already placed instead of a second one; changed details or a new payment are a new attempt.
 */
export function useCheckout({ lines, fromBuyNow }: { lines: readonly CartLine[]; fromBuyNow: boolean }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const payment = usePaymentCheckout();
  const [processing, setProcessing] = useState(false);
  const attempt = useRef<{ order: string; key: string } | null>(null);

  const keyFor = (order: object) => {
    const sent = JSON.stringify(order);
    if (attempt.current?.order !== sent) attempt.current = { order: sent, key: newIdempotencyKey() };
    return attempt.current.key;
  };
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);

  const refetchItems = () => {
    if (user) void queryClient.invalidateQueries({ queryKey: cartQueryOptions(user.id).queryKey });
    for (const line of lines)
      void queryClient.invalidateQueries({ queryKey: [`/api/products/${line.productId}`] });
  };

  const placeOrder = async (details: DeliveryDetails, paymentMethod: PaymentMethod) => {
    if (!user || processing) return;
    if (!isDeliveryComplete(details)) {
      toast({
        title: t`Please complete delivery details`,
        description: t`All delivery address fields are required.`,
        variant: 'destructive',
      });
      return;
    }

    setProcessing(true);
    const summary = summariseFees(pricedItems(lines));
    // The figures the buyer is looking at; the server refuses the order if any has changed since.
    const order = {
      userId: user.id,
      totalAmount: toRupeeString(summary.total),
      commission: toRupeeString(summary.platformFee),
      ...deliveryFor(details),
      items: lines.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        price: unitPriceOf(line),
      })),
      fromBuyNow,
    };

    try {
      let placedOrder: Order;
      if (paymentMethod === 'cod') {
        const cashOrder = { ...order, status: 'pending_cod', paymentMethod: 'cod' } as const;
        placedOrder = await createOrder(cashOrder, keyFor(cashOrder)).catch((error: unknown) =>
          Promise.reject(orderCreationError(i18n, error, 'cod')),
        );
      } else {
        const providerOrder = await createPaymentOrder({
          amount: order.totalAmount,
          items: order.items.map(({ productId, quantity }) => ({ productId, quantity })),
        }).catch((error: unknown) => Promise.reject(paymentOrderError(i18n, error)));

        const outcome = await payment.checkout.open({
          keyId: providerOrder.key_id,
          order: providerOrder.order,
          prefill: { name: details.customerName, contact: details.customerPhone, email: user.email },
        });
        if (outcome.status === 'cancelled') throw paymentCancelled(i18n);
        if (outcome.status === 'failed') throw paymentFailed(i18n);

        const verified = await verifyPayment(outcome.payment).catch(() =>
          Promise.reject(verificationFailed(i18n)),
        );
        if (!verified.success) throw verificationFailed(i18n);

        const paidOrder = {
          ...order,
          status: 'paid',
          paymentMethod: 'razorpay',
          paymentId: outcome.payment.razorpay_payment_id,
          orderId: outcome.payment.razorpay_order_id,
        } as const;
        placedOrder = await createOrder(paidOrder, keyFor(paidOrder)).catch((error: unknown) =>
          Promise.reject(orderCreationError(i18n, error, 'razorpay')),
        );
      }
      attempt.current = null;

      if (fromBuyNow) clearBuyNowCheckout();
      rememberDelivery(user.id, deliveryValues(details));
      // The server took the ordered lines out of the cart with the order; refetchItems reads it again.
      void queryClient.invalidateQueries({ queryKey: ordersQueryOptions(user.id).queryKey });
      refetchItems();

      const number = orderNumber(placedOrder.id);
      toast({
        title: paymentMethod === 'cod' ? t`Order Placed Successfully!` : t`Payment Successful!`,
        description: t`Your order number is ${number}.`,
        variant: 'success',
      });
      setPlaced({ order: placedOrder, paymentMethod });
    } catch (error) {
      if (error instanceof CheckoutError) {
        toast({ title: error.title, description: error.description, variant: 'destructive' });
        if (error.itemsChanged) refetchItems();
      } else {
        toast({ title: t`Checkout failed`, description: errorMessage(error), variant: 'destructive' });
      }
    } finally {
      setProcessing(false);
    }
  };

  return { placeOrder, processing, placed, paymentDialog: payment.dialog };
}
