import type { MessageDescriptor } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import type { AdminProduct, AdminProductAvailability } from '../../../../domain/contracts/admin.ts';
import { thumbnailUrl } from '../../../../domain/images.ts';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { formatOrderNumber } from '../../../lib/format.ts';
import { categoryName } from '../../../lib/i18n/catalogue-labels.ts';
import { useDeleteAdminProduct } from '../api/delete-admin-product.ts';
import { useAdminProducts } from '../api/get-admin-products.ts';
import { indiaDate, indiaDateTime } from './admin-format.ts';
import { ConfirmDeleteButton } from './confirm-delete-button.tsx';
import { PersonDetails } from './contact-links.tsx';
import { FilterBar, FilterSelect, SearchField, translatedOptions } from './filter-controls.tsx';
import { PagedList } from './paged-list.tsx';
import { useListFilters } from './use-list-filters.ts';

const AVAILABILITY_OPTIONS: { value: AdminProductAvailability; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All listings` },
  { value: 'available', label: msg`Available` },
  { value: 'sold', label: msg`Sold` },
];

/** Opens the listing's public page in a new tab. */
export function ViewListingLink({ product }: { product: Pick<AdminProduct, 'id' | 'title'> }) {
  const { t } = useLingui();
  const title = product.title;
  return (
    <a
      href={`/product/${product.id}`}
      target="_blank"
      rel="noopener"
      aria-label={t`View ${title} (opens in a new tab)`}
      className={buttonVariants({ variant: 'outline', size: 'icon' })}
    >
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}

/** Delete with a confirmation; the listing is hidden, orders placed for it keep their copy. */
export function DeleteListingAction({ product }: { product: Pick<AdminProduct, 'id' | 'title'> }) {
  const remove = useDeleteAdminProduct();
  const { t } = useLingui();
  const title = product.title;
  return (
    <ConfirmDeleteButton
      compact
      label={t`Delete ${title}`}
      title={t`Delete this listing?`}
      description={t`“${title}” will be removed from the marketplace. Orders already placed for it keep their details.`}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(product.id)}
    />
  );
}

function Buyer({ product }: { product: AdminProduct }) {
  const { t } = useLingui();
  const sale = product.lastSale;
  if (!sale) {
    return (
      <Badge tone="green">
        <Trans>Available</Trans>
      </Badge>
    );
  }
  const customerName = sale.customerName;
  const orders = sale.orders;
  return (
    <div className="flex flex-col gap-1">
      <PersonDetails
        name={sale.buyer?.name ?? sale.customerName}
        detail={sale.customerName !== sale.buyer?.name ? t`Delivery to ${customerName}` : undefined}
        email={sale.buyer?.email}
        phone={sale.buyer?.phone ?? sale.customerPhone}
      />
      {sale.orders > 1 && (
        <span className="text-slate-600 text-xs">
          <Trans>{orders} orders in all</Trans>
        </span>
      )}
    </div>
  );
}

function Purchase({ product }: { product: AdminProduct }) {
  const { i18n } = useLingui();
  const sale = product.lastSale;
  if (!sale) {
    return (
      <span className="text-slate-600">
        <Trans>Not sold yet</Trans>
      </span>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="tabular-nums">{indiaDateTime(i18n, sale.createdAt)}</span>
      <span className="text-slate-600 text-xs tabular-nums">{formatOrderNumber(sale.orderId)}</span>
      <OrderStatusBadge status={sale.status} />
    </div>
  );
}

function Seller({ product }: { product: AdminProduct }) {
  const { t } = useLingui();
  return (
    <PersonDetails
      name={product.sellerContactName ?? product.seller?.name ?? t`User #${ph({ id: product.sellerId })}`}
      detail={product.seller ? `@${product.seller.username}` : undefined}
      email={product.sellerContactEmail ?? product.seller?.email}
      phone={product.sellerWhatsapp ?? product.seller?.phone}
    />
  );
}

function Thumbnail({ product }: { product: AdminProduct }) {
  const image = product.images[0];
  return (
    <ImageWithFallback
      src={image ? thumbnailUrl(image) : undefined}
      alt=""
      width={56}
      height={56}
      className="size-14 shrink-0 rounded-md object-cover"
    />
  );
}

/** Listing overview: every listing with its seller, and its buyer or an Available badge (spec: New Orders tab). */
export function ListingOverview() {
  const { i18n, t } = useLingui();
  const list = useListFilters({ search: '' }, { availability: 'all' as AdminProductAvailability });
  const products = useAdminProducts({ ...list.filters, ...list.page });

  return (
    <section aria-labelledby="listing-overview-heading" className="flex flex-col gap-3">
      <h2 id="listing-overview-heading" className="font-semibold text-lg text-slate-900">
        <Trans>Listings and buyers</Trans>
      </h2>
      <FilterBar>
        <SearchField
          label={t`Search listings`}
          placeholder={t`Title, category, seller or ID`}
          value={list.typed.search}
          onChange={(search) => list.type({ search })}
        />
        <FilterSelect
          label={t`Show`}
          value={list.chosen.availability}
          onChange={(availability) => list.choose({ availability })}
          options={translatedOptions(i18n, AVAILABILITY_OPTIONS)}
        />
      </FilterBar>
      <PagedList
        query={products}
        list={list}
        noun="listings"
        emptyTitle={t`No listings found`}
        skeletonRows={3}
      >
        {(items) => (
          <>
            <div className="hidden overflow-x-auto rounded-lg border bg-white lg:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">
                  <Trans>Listings and buyers</Trans>
                </caption>
                <thead className="bg-slate-50 text-slate-600 text-xs uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      <Trans>Listing</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <Trans>Price</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <Trans>Seller</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <Trans>Buyer</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <Trans>Uploaded</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <Trans>Purchased</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <Trans>Actions</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {items.map((product) => (
                    <tr key={product.id} className="align-top">
                      <th scope="row" className="px-3 py-3 font-normal">
                        <div className="flex gap-3">
                          <Thumbnail product={product} />
                          <div className="flex min-w-0 flex-col">
                            <span className="font-medium text-slate-900">{product.title}</span>
                            <span className="text-slate-600 text-xs">
                              {categoryName(i18n, product.category)} · {t`ID ${ph({ id: product.id })}`}
                            </span>
                          </div>
                        </div>
                      </th>
                      <td className="px-3 py-3">
                        <Price price={product.price} originalPrice={product.originalPrice} />
                      </td>
                      <td className="px-3 py-3">
                        <Seller product={product} />
                      </td>
                      <td className="px-3 py-3">
                        <Buyer product={product} />
                      </td>
                      <td className="px-3 py-3 tabular-nums">{indiaDate(i18n, product.createdAt)}</td>
                      <td className="px-3 py-3">
                        <Purchase product={product} />
                      </td>
                      <td className="px-3 py-3">
                        <div className="flex gap-2">
                          <ViewListingLink product={product} />
                          <DeleteListingAction product={product} />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul aria-label={t`Listings and buyers`} className="flex flex-col gap-3 lg:hidden">
              {items.map((product) => (
                <li key={product.id}>
                  <Card className="flex flex-col gap-3 p-4" role="article" aria-label={product.title}>
                    <div className="flex gap-3">
                      <Thumbnail product={product} />
                      <div className="flex min-w-0 flex-1 flex-col gap-1">
                        <h3 className="font-medium text-slate-900">{product.title}</h3>
                        <p className="text-slate-600 text-xs">
                          {categoryName(i18n, product.category)} · {t`ID ${ph({ id: product.id })}`} ·{' '}
                          {t`Uploaded ${ph({ date: indiaDate(i18n, product.createdAt) })}`}
                        </p>
                        <Price price={product.price} originalPrice={product.originalPrice} />
                      </div>
                    </div>
                    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                      <div>
                        <h4 className="mb-1 font-medium text-slate-600 text-xs uppercase">
                          <Trans>Seller</Trans>
                        </h4>
                        <Seller product={product} />
                      </div>
                      <div>
                        <h4 className="mb-1 font-medium text-slate-600 text-xs uppercase">
                          <Trans>Buyer</Trans>
                        </h4>
                        <Buyer product={product} />
                      </div>
                    </div>
                    {product.lastSale && <Purchase product={product} />}
                    <div className="flex gap-2 border-t pt-3">
                      <ViewListingLink product={product} />
                      <DeleteListingAction product={product} />
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedList>
    </section>
  );
}
