import { Trans, useLingui } from '@lingui/react/macro';
import { Banknote, CreditCard } from 'lucide-react';
import type { PaymentMethod } from '../../../../domain/order-status.ts';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { paymentMethodLabel } from '../../../lib/payment-method-label.ts';

export function PaymentMethodField({
  value,
  onValueChange,
  cashUnavailable,
}: {
  value: PaymentMethod;
  onValueChange: (method: PaymentMethod) => void;
  /** Some item's seller takes online payment only for now (docs/decisions/048): cash is shown but not offered. */
  cashUnavailable: boolean;
}) {
  const { i18n, t } = useLingui();
  const paymentMethods = [
    {
      value: 'razorpay',
      label: paymentMethodLabel('razorpay', i18n),
      description: t`Pay now by card, UPI or net banking`,
      icon: CreditCard,
    },
    {
      value: 'cod',
      label: paymentMethodLabel('cod', i18n),
      description: cashUnavailable ? t`Not available for this order` : t`Pay in cash when you collect`,
      icon: Banknote,
      disabled: cashUnavailable,
    },
  ] as const;
  return (
    <div className="flex flex-col gap-3">
      <RadioCards
        legend={t`Payment method`}
        name="paymentMethod"
        value={value}
        onValueChange={onValueChange}
        options={paymentMethods}
      />
      {cashUnavailable && (
        <p className="rounded-lg border border-accent-300 bg-accent-100 px-3 py-2.5 text-slate-900 text-sm">
          <Trans>
            Cash on delivery is not available for items marked “Online payment only”: their seller has
            platform fees from earlier cash sales to settle, so for now they accept online payment only.
          </Trans>
        </p>
      )}
    </div>
  );
}
