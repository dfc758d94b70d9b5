import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Order } from '../../../../domain/contracts/orders.ts';

const institutionLabels = { university: msg`University`, college: msg`College` } as const;

/** The name, phone and address the buyer gave at checkout. */
export function DeliveryAddress({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const placeLine =
    order.deliveryAddressType === 'home'
      ? [order.deliveryCity, [order.deliveryState, order.deliveryPincode].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', ')
      : null;
  return (
    <address className="flex flex-col gap-0.5 text-slate-700 text-sm not-italic">
      <span className="font-medium text-slate-900">{order.customerName}</span>
      <span>{order.customerPhone}</span>
      {order.deliveryAddressType === 'home' ? (
        <>
          <span className="whitespace-pre-line">{order.deliveryAddress}</span>
          {placeLine && <span>{placeLine}</span>}
        </>
      ) : (
        <span>
          {i18n._(institutionLabels[order.deliveryAddressType])}: {order.deliveryInstitution}
        </span>
      )}
    </address>
  );
}
