import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminOrder } from '../../../../domain/contracts/admin.ts';
import { formatPrice } from '../../../lib/format.ts';
import { moreCount } from './admin-format.ts';
import { PersonDetails } from './contact-links.tsx';

/** How many products a transaction row shows before '+N more items' (spec, section 9). */
export const TRANSACTION_ITEMS_SHOWN = 2;

/** Each seller of the order once, with the contact details snapshotted when it was placed. */
export function OrderSellers({ order }: { order: AdminOrder }) {
  const { t } = useLingui();
  const sellers = [...new Map(order.items.map((item) => [item.sellerId, item])).values()];
  return (
    <div className="flex flex-col gap-3">
      {sellers.map((item) => (
        <PersonDetails
          key={item.sellerId}
          name={item.sellerName ?? t`User #${ph({ id: item.sellerId })}`}
          detail={t`User #${ph({ id: item.sellerId })}`}
          email={item.sellerEmail}
          phone={item.sellerPhone}
        />
      ))}
    </div>
  );
}

/** The buyer's account, and the name and phone given for delivery when they differ from it. */
export function OrderBuyer({ order }: { order: AdminOrder }) {
  const { t } = useLingui();
  const buyer = order.buyer;
  const alternateName = buyer && order.customerName !== buyer.name ? order.customerName : null;
  const alternatePhone = buyer && order.customerPhone !== buyer.phone ? order.customerPhone : null;
  const contact = [alternateName, alternatePhone].filter(Boolean).join(', ');
  return (
    <div className="flex flex-col gap-1">
      <PersonDetails
        name={buyer?.name ?? order.customerName}
        detail={buyer ? `@${buyer.username}` : t`User #${ph({ id: order.userId })}`}
        email={buyer?.email}
        phone={buyer?.phone ?? order.customerPhone}
      />
      {(alternateName || alternatePhone) && (
        <p className="text-slate-600 text-xs">
          <Trans>Delivery contact: {contact}</Trans>
        </p>
      )}
    </div>
  );
}

/** Up to two products with quantity and price, then '+N more items'. */
export function OrderProducts({ order }: { order: AdminOrder }) {
  const { i18n } = useLingui();
  const more = moreCount(i18n, order.items.length, TRANSACTION_ITEMS_SHOWN, true);
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {order.items.slice(0, TRANSACTION_ITEMS_SHOWN).map((item) => (
        <li key={item.id}>
          <span className="text-slate-900">{item.product?.title ?? item.productTitle}</span>{' '}
          <span className="text-slate-600 tabular-nums">
            × {item.quantity} · {formatPrice(item.price)}
          </span>
        </li>
      ))}
      {more && <li className="text-slate-600 text-xs">{more}</li>}
    </ul>
  );
}
