import { ComingSoon } from '../../components/ui/coming-soon.tsx';

/** /seller-listings: the seller's own listings. */
export function SellerListingsPage() {
  return <ComingSoon title="My Listings" />;
}
