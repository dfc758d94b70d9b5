import { EarningsTab } from '../../features/earnings/earnings-tab.tsx';
import { SalesList } from '../../features/sales/sales-list.tsx';
import { SellerListingsPage } from '../../features/selling/seller-listings-page.tsx';

/** /seller-listings: the selling feature's dashboard, with the sales feature's and earnings feature's tabs. */
export function SellerListingsRoute() {
  return <SellerListingsPage SalesTab={SalesList} EarningsTab={EarningsTab} />;
}
