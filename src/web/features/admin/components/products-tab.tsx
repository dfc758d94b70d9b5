import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import type { AdminProduct } from '../../../../domain/contracts/admin.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { categoryName, conditionName } from '../../../lib/i18n/catalogue-labels.ts';
import { useAdminProducts } from '../api/get-admin-products.ts';
import { invalidateAdmin } from '../api/invalidate-admin.ts';
import { FilterBar, SearchField } from './filter-controls.tsx';
import { DeleteListingAction, ViewListingLink } from './listing-overview.tsx';
import { PagedList } from './paged-list.tsx';
import { useListFilters } from './use-list-filters.ts';

/** The seller's own edit form for a listing (the selling feature's), which the admin route passes in. */
export type EditListingDialogComponent = ComponentType<{
  listing: AdminProduct;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}>;

interface EditListingProps {
  EditListingDialog: EditListingDialogComponent;
}

/** Edit any listing in the seller's own form (the server lets an admin change every listing). */
function EditListingAction({ product, EditListingDialog }: EditListingProps & { product: AdminProduct }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const title = product.title;
  return (
    <>
      <Button variant="outline" size="icon" aria-label={t`Edit ${title}`} onClick={() => setOpen(true)}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <EditListingDialog
        listing={product}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) void invalidateAdmin(queryClient);
        }}
      />
    </>
  );
}

function Actions({ product, EditListingDialog }: EditListingProps & { product: AdminProduct }) {
  return (
    <div className="flex gap-2">
      <ViewListingLink product={product} />
      <EditListingAction product={product} EditListingDialog={EditListingDialog} />
      <DeleteListingAction product={product} />
    </div>
  );
}

/** Product Management: search every listing; view, edit or delete any of them (spec, section 2). */
export function ProductsTab({ EditListingDialog }: EditListingProps) {
  const { i18n, t } = useLingui();
  const list = useListFilters({ search: '' });
  const products = useAdminProducts({ ...list.filters, ...list.page });

  return (
    <section aria-labelledby="products-heading">
      <h2 id="products-heading" className="sr-only">
        <Trans>Product Management</Trans>
      </h2>
      <FilterBar>
        <SearchField
          label={t`Search products`}
          placeholder={t`Title, category, seller or ID`}
          value={list.typed.search}
          onChange={(search) => list.type({ search })}
        />
      </FilterBar>
      <PagedList query={products} list={list} noun="products" emptyTitle={t`No products found`}>
        {(items) => (
          <>
            <div className="hidden overflow-x-auto rounded-lg border bg-white md:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">
                  <Trans>Products</Trans>
                </caption>
                <thead className="bg-slate-50 text-slate-600 text-xs uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      <Trans>Product</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <Trans>Category</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      <Trans>Price</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <Trans>Condition</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <Trans>Seller</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2">
                      <Trans>Actions</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {items.map((product) => (
                    <tr key={product.id}>
                      <th scope="row" className="px-3 py-3 font-medium text-slate-900">
                        {product.title}
                        <span className="block font-normal text-slate-600 text-xs">
                          {t`ID ${ph({ id: product.id })}`} ·{' '}
                          {product.quantity > 0
                            ? t`${ph({ quantity: product.quantity })} in stock`
                            : t`Out of stock`}
                        </span>
                      </th>
                      <td className="px-3 py-3">{categoryName(i18n, product.category)}</td>
                      <td className="px-3 py-3 text-right tabular-nums">{formatPrice(product.price)}</td>
                      <td className="px-3 py-3">{conditionName(i18n, product.condition)}</td>
                      <td className="px-3 py-3">{t`User #${ph({ id: product.sellerId })}`}</td>
                      <td className="px-3 py-3">
                        <Actions product={product} EditListingDialog={EditListingDialog} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul aria-label={t`Products`} className="flex flex-col gap-3 md:hidden">
              {items.map((product) => (
                <li key={product.id}>
                  <Card className="flex flex-col gap-2 p-4" role="article" aria-label={product.title}>
                    <h3 className="font-medium text-slate-900">{product.title}</h3>
                    <p className="text-slate-600 text-sm">
                      {categoryName(i18n, product.category)} · {conditionName(i18n, product.condition)} ·{' '}
                      {t`User #${ph({ id: product.sellerId })}`}
                    </p>
                    <p className="font-semibold tabular-nums">{formatPrice(product.price)}</p>
                    <Actions product={product} EditListingDialog={EditListingDialog} />
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
