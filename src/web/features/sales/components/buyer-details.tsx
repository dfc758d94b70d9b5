import { Phone } from 'lucide-react';
import type { Sale } from '../../../../domain/contracts/sales.ts';

const institutionLabels = { university: 'University', college: 'College' } as const;

/** tel: links take digits and a leading +, nothing else. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Where the hand-over happens: the buyer's campus, or the address they gave. */
export function deliveryPlace(delivery: Sale['delivery']): string {
  if (delivery.addressType !== 'home') {
    return `${institutionLabels[delivery.addressType]}: ${delivery.institution ?? ''}`;
  }
  const region = [delivery.state, delivery.pincode].filter(Boolean).join(' ');
  return [delivery.address, delivery.city, region].filter(Boolean).join(', ');
}

/** The buyer to meet for this sale: name, phone to call, and the delivery or pickup details from checkout. */
export function BuyerDetails({ sale }: { sale: Sale }) {
  return (
    <address className="flex flex-col gap-1 text-slate-700 text-sm not-italic">
      <span className="font-medium text-slate-900">{sale.buyer.name}</span>
      <a
        href={telHref(sale.buyer.phone)}
        aria-label={`Call ${sale.buyer.phone}`}
        className="inline-flex min-h-11 items-center gap-2 self-start font-medium text-primary-800 underline-offset-4 hover:underline"
      >
        <Phone aria-hidden="true" className="size-4" />
        {sale.buyer.phone}
      </a>
      <span className="whitespace-pre-line">{deliveryPlace(sale.delivery)}</span>
    </address>
  );
}
