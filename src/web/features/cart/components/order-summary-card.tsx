import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { summariseFees } from '../../../../domain/fees.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FeeBreakdown } from '../../../components/ui/fee-breakdown.tsx';
import { availableLines, hasLineProblem, pricedItems } from '../../../lib/cart/cart-lines.ts';
import type { CartLine } from '../../../lib/cart/get-cart.ts';

/** The cart's Order Summary and the way on to checkout, closed while a line cannot be bought. */
export function OrderSummaryCard({ lines }: { lines: readonly CartLine[] }) {
  const blocked = lines.some(hasLineProblem);
  return (
    <Card className="lg:sticky lg:top-20">
      <CardHeader>
        <CardTitle>
          <Trans>Order Summary</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <FeeBreakdown summary={summariseFees(pricedItems(availableLines(lines)))} />
        {blocked && (
          <p id="checkout-blocked" className="text-slate-700 text-sm">
            <Trans>Remove the items marked above, or lower their quantity, to check out.</Trans>
          </p>
        )}
        {blocked ? (
          <Button size="lg" disabled aria-describedby="checkout-blocked">
            <Trans>Checkout</Trans>
          </Button>
        ) : (
          <Button asChild size="lg">
            <Link to="/checkout">
              <Trans>Checkout</Trans>
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
