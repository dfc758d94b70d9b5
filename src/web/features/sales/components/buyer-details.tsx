import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Phone } from 'lucide-react';
import type { Sale } from '../../../../domain/contracts/sales.ts';

/** tel: links take digits and a leading +, nothing else. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Where the hand-over happens: the buyer's campus, or the address they gave (places stay as written). */
export function deliveryPlace(i18n: I18n, delivery: Sale['delivery']): string {
  if (delivery.addressType !== 'home') {
    const institution = delivery.institution ?? '';
    return delivery.addressType === 'university'
      ? i18n._(msg`University: ${institution}`)
      : i18n._(msg`College: ${institution}`);
  }
  const region = [delivery.state, delivery.pincode].filter(Boolean).join(' ');
  return [delivery.address, delivery.city, region].filter(Boolean).join(', ');
}

/** The buyer to meet for this sale: name, phone to call, and the delivery or pickup details from checkout. */
export function BuyerDetails({ sale }: { sale: Sale }) {
  const { t, i18n } = useLingui();
  const phone = sale.buyer.phone;
  return (
    <address className="flex flex-col gap-1 text-slate-700 text-sm not-italic">
      <span className="font-medium text-slate-900">{sale.buyer.name}</span>
      <a
        href={telHref(sale.buyer.phone)}
        aria-label={t`Call ${phone}`}
        className="inline-flex min-h-11 items-center gap-2 self-start font-medium text-primary-800 underline-offset-4 hover:underline"
      >
        <Phone aria-hidden="true" className="size-4" />
        {sale.buyer.phone}
      </a>
      <span className="whitespace-pre-line">{deliveryPlace(i18n, sale.delivery)}</span>
    </address>
  );
}
