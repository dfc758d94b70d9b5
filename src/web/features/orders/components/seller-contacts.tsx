import { useLingui } from '@lingui/react/macro';
import { Mail, Phone } from 'lucide-react';
import type { OrderItem } from '../../../../domain/contracts/orders.ts';

interface SellerContact {
  sellerId: number;
  name: string | null;
  phone: string | null;
  email: string | null;
  titles: string[];
}

/** One entry per seller, with what they sold in this order. */
function sellersOf(items: readonly OrderItem[]): SellerContact[] {
  const sellers = new Map<number, SellerContact>();
  for (const item of items) {
    const seller = sellers.get(item.sellerId) ?? {
      sellerId: item.sellerId,
      name: item.sellerName,
      phone: item.sellerPhone,
      email: item.sellerEmail,
      titles: [],
    };
    seller.titles.push(item.productTitle);
    sellers.set(item.sellerId, seller);
  }
  return [...sellers.values()];
}

/** tel: links take digits and a leading +, nothing else. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Who to call or write to about picking the items up: the contact saved with the order. */
export function SellerContacts({ items }: { items: readonly OrderItem[] }) {
  const { t } = useLingui();
  return (
    <ul className="flex flex-col gap-4">
      {sellersOf(items).map(({ sellerId, name, phone, email, titles }) => {
        const products = titles.join(', ');
        return (
          <li key={sellerId} className="flex flex-col gap-1 text-sm">
            <p className="font-medium text-slate-900">{name ?? t`Seller`}</p>
            <p className="text-slate-600">{t`For: ${products}`}</p>
            <div className="flex flex-wrap gap-x-4">
              {phone && (
                <a
                  href={telHref(phone)}
                  aria-label={t`Call ${phone}`}
                  className="inline-flex min-h-11 items-center gap-2 font-medium text-primary-800 underline-offset-4 hover:underline"
                >
                  <Phone aria-hidden="true" className="size-4" />
                  {phone}
                </a>
              )}
              {email && (
                <a
                  href={`mailto:${email}`}
                  aria-label={t`E-mail ${email}`}
                  className="inline-flex min-h-11 items-center gap-2 break-all font-medium text-primary-800 underline-offset-4 hover:underline"
                >
                  <Mail aria-hidden="true" className="size-4" />
                  {email}
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
