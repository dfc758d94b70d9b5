import { useLingui } from '@lingui/react/macro';
import { Banknote, CreditCard } from 'lucide-react';
import type { PaymentMethod } from '../../../../domain/order-status.ts';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { paymentMethodLabel } from '../../../lib/payment-method-label.ts';

export function PaymentMethodField({
  value,
  onValueChange,
}: {
  value: PaymentMethod;
  onValueChange: (method: PaymentMethod) => void;
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
      description: t`Pay in cash when you collect`,
      icon: Banknote,
    },
  ] as const;
  return (
    <RadioCards
      legend={t`Payment method`}
      name="paymentMethod"
      value={value}
      onValueChange={onValueChange}
      options={paymentMethods}
    />
  );
}
