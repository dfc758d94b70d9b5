import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { DeliveryDetailsSchema, isDeliveryComplete } from '../../../domain/contracts/orders.ts';
import { summariseFees } from '../../../domain/fees.ts';
import type { PaymentMethod } from '../../../domain/order-status.ts';
import { pageTitle } from '../../../domain/seo.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { pricedItems } from '../../lib/cart/cart-lines.ts';
import type { CartLine } from '../../lib/cart/get-cart.ts';
import { useUser } from '../../lib/session/get-user.ts';
import { CheckoutSuccess } from './components/checkout-success.tsx';
import { CheckoutSummary } from './components/checkout-summary.tsx';
import {
  DeliveryFields,
  type DeliveryForm,
  markMissingDeliveryFields,
} from './components/delivery-fields.tsx';
import { PaymentMethodField } from './components/payment-method-field.tsx';
import { TestPaymentsBanner } from './components/test-payments-banner.tsx';
import { rememberedDelivery, saveDeliveryDraft } from './delivery-memory.ts';
import { useCheckout } from './use-checkout.ts';
import { useCheckoutLines } from './use-checkout-lines.ts';

const FORM_ID = 'checkout-form';

/** /checkout: delivery details, payment method and the order summary (spec, section 2). */
export function CheckoutPage() {
  const source = useCheckoutLines();
  const checkout = useCheckout(source);
  const { t } = useLingui();

  if (checkout.placed) return <CheckoutSuccess placed={checkout.placed} />;

  return (
    <section aria-labelledby="checkout-heading" className="mx-auto max-w-6xl px-4 py-4 sm:py-6">
      <title>{pageTitle(t`Checkout`)}</title>
      <BackLink to="/cart">
        <Trans>Back to Cart</Trans>
      </BackLink>
      <h1 id="checkout-heading" className="mt-2 mb-4 font-bold text-2xl text-slate-900">
        <Trans>Checkout</Trans>
      </h1>
      <TestPaymentsBanner />
      {source.isPending ? (
        <CheckoutSkeleton />
      ) : source.isError ? (
        <p role="alert" className="text-slate-700">
          <Trans>Your cart could not be loaded. Check your connection and reload the page.</Trans>
        </p>
      ) : source.lines.length === 0 ? (
        <EmptyState
          icon={ShoppingCart}
          title={t`Your cart is empty`}
          description={t`Add a book or notes to your cart, then come back here to order.`}
          action={
            <Button asChild>
              <Link to="/">
                <Trans>Continue Shopping</Trans>
              </Link>
            </Button>
          }
        />
      ) : (
        <CheckoutForm
          lines={source.lines}
          processing={checkout.processing}
          onPlaceOrder={checkout.placeOrder}
        />
      )}
      {checkout.paymentDialog}
    </section>
  );
}

interface CheckoutFormProps {
  lines: readonly CartLine[];
  processing: boolean;
  onPlaceOrder: ReturnType<typeof useCheckout>['placeOrder'];
}

function CheckoutForm({ lines, processing, onPlaceOrder }: CheckoutFormProps) {
  const { i18n } = useLingui();
  const { data: user } = useUser();
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod>('razorpay');
  // Payment is one for the whole order: a seller who takes online payment only makes it online (docs/decisions/048).
  const cashUnavailable = lines.some((line) => !line.cashOnDelivery);
  // Free items alone come to nothing: cash on delivery with nothing to collect (docs/decisions/093-free-listings.md).
  const nothingToPay = summariseFees(pricedItems(lines)).total === 0;
  const paymentMethod = nothingToPay ? 'cod' : cashUnavailable ? 'razorpay' : chosenMethod;
  const form: DeliveryForm = useForm({
    resolver: zodResolver(DeliveryDetailsSchema),
    defaultValues: (user && rememberedDelivery(user.id)) ?? {
      customerName: user?.fullName ?? '',
      customerPhone: user?.phone ?? '',
      deliveryAddressType: 'home',
      deliveryInstitution: '',
      deliveryAddress: '',
      deliveryCity: '',
      deliveryState: '',
      deliveryPincode: '',
    },
  });
  // What is typed stays for this tab, so a look at the cart does not lose it.
  useEffect(() => {
    if (!user) return;
    const subscription = form.watch((values) => saveDeliveryDraft(user.id, values));
    return () => subscription.unsubscribe();
  }, [form, user]);

  const onSubmit = form.handleSubmit((details) => {
    if (!isDeliveryComplete(details)) markMissingDeliveryFields(i18n, form, details);
    return onPlaceOrder(details, paymentMethod);
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
      {/* noValidate: the schema's messages (spec, section 5) replace the browser's own bubbles. */}
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Your contact details for the hand-over</Trans>
            </CardTitle>
            {/* Every deal is collected in person (docs/decisions/036): these tell the sellers who and where you are. */}
            <CardDescription>
              <Trans>
                You collect your items from each seller in person. Sellers see these details to arrange the
                hand-over; each seller's pickup place is on your order page once you order.
              </Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <fieldset disabled={processing} className="contents">
              <DeliveryFields form={form} />
            </fieldset>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Payment</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {nothingToPay ? (
              <p className="text-slate-700 text-sm">
                <Trans>
                  These items are free: there is nothing to pay. You collect them from the seller in person.
                </Trans>
              </p>
            ) : (
              <fieldset disabled={processing} className="contents">
                <PaymentMethodField
                  value={paymentMethod}
                  onValueChange={setChosenMethod}
                  cashUnavailable={cashUnavailable}
                />
              </fieldset>
            )}
          </CardContent>
        </Card>
      </form>
      <CheckoutSummary lines={lines} formId={FORM_ID} paymentMethod={paymentMethod} processing={processing} />
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
      <Skeleton className="h-96 w-full" />
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
