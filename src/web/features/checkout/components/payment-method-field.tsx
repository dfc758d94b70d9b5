import { Banknote, CreditCard } from 'lucide-react';
import type { PaymentMethod } from '../../../../domain/order-status.ts';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';

const paymentMethods = [
  {
    value: 'razorpay',
    label: 'Payment Gateway',
    description: 'Pay now by card, UPI or net banking',
    icon: CreditCard,
  },
  { value: 'cod', label: 'Cash on Delivery', description: 'Pay in cash when you collect', icon: Banknote },
] as const;

export function PaymentMethodField({
  value,
  onValueChange,
}: {
  value: PaymentMethod;
  onValueChange: (method: PaymentMethod) => void;
}) {
  return (
    <RadioCards
      legend="Payment method"
      name="paymentMethod"
      value={value}
      onValueChange={onValueChange}
      options={paymentMethods}
    />
  );
}
