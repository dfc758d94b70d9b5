import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { isFreePrice, summariseFees } from '../../../../domain/fees.ts';
import { thumbnailUrl } from '../../../../domain/images.ts';
import { toPaise, toRupeeString } from '../../../../domain/money.ts';
import type { PaymentMethod } from '../../../../domain/order-status.ts';
import { FreeCollectInPerson } from '../../../components/free-badge.tsx';
import { OfferPrice } from '../../../components/offer-price.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FeeBreakdown } from '../../../components/ui/fee-breakdown.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { hasLineProblem, lineProblem, pricedItems, unitPriceOf } from '../../../lib/cart/cart-lines.ts';
import type { CartLine } from '../../../lib/cart/get-cart.ts';
import { formatPrice } from '../../../lib/format.ts';

interface CheckoutSummaryProps {
  lines: readonly CartLine[];
  /** The delivery form the place-order button submits. */
  formId: string;
  paymentMethod: PaymentMethod;
  processing: boolean;
}

/** What is being bought, the fee breakdown and the button that places the order. */
export function CheckoutSummary({ lines, formId, paymentMethod, processing }: CheckoutSummaryProps) {
  const { t } = useLingui();
  const summary = summariseFees(pricedItems(lines));
  const blocked = lines.some(hasLineProblem);
  const total = formatPrice(toRupeeString(summary.total));

  return (
    <Card className="lg:sticky lg:top-20">
      <CardHeader>
        <CardTitle>
          <Trans>Order Summary</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul aria-label={t`Items in this order`} className="flex flex-col gap-3">
          {lines.map((line) => (
            <SummaryLine key={line.id} line={line} />
          ))}
        </ul>
        <FeeBreakdown summary={summary} className="border-t pt-4" />
        {blocked && (
          <p id="place-order-blocked" className="text-slate-700 text-sm">
            <Trans>
              Some items can no longer be bought as they are.{' '}
              <Link to="/cart" className="font-medium text-primary-800 underline">
                Review your cart
              </Link>
            </Trans>
          </p>
        )}
        <Button
          type="submit"
          form={formId}
          size="lg"
          loading={processing}
          disabled={blocked}
          aria-describedby={blocked ? 'place-order-blocked' : undefined}
        >
          {paymentMethod === 'cod' ? t`Place Order` : t`Pay ${total}`}
        </Button>
      </CardContent>
    </Card>
  );
}

function SummaryLine({ line }: { line: CartLine }) {
  const { i18n } = useLingui();
  const { product } = line;
  const [cover] = product.images;
  const problem = lineProblem(i18n, line);
  return (
    <li className="flex gap-3 text-sm">
      <ImageWithFallback
        src={cover ? thumbnailUrl(cover) : undefined}
        alt=""
        width={48}
        height={64}
        className="h-16 w-12 shrink-0 rounded-md object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="line-clamp-2 font-medium text-slate-900">{product.title}</p>
        {line.offer ? (
          <OfferPrice price={line.offer.price} askingPrice={product.price} />
        ) : isFreePrice(product.price) ? (
          <FreeCollectInPerson />
        ) : (
          <p className="text-slate-600 tabular-nums">
            {line.quantity} × {formatPrice(product.price)}
          </p>
        )}
        {!line.cashOnDelivery && !isFreePrice(product.price) && (
          <p className="flex items-center gap-1 text-slate-700">
            <CreditCard aria-hidden="true" className="size-4 shrink-0" />
            <Trans>Online payment only</Trans>
          </p>
        )}
        {problem && (
          <p className="flex items-center gap-1 font-medium text-status-red">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {problem}
          </p>
        )}
      </div>
      <p className="shrink-0 font-medium text-slate-900 tabular-nums">
        {formatPrice(toRupeeString(toPaise(unitPriceOf(line)) * line.quantity))}
      </p>
    </li>
  );
}
