import { ProductGrid } from '../../features/catalogue/components/product-grid.tsx';
import { ProfilePage } from '../../features/trust/profile-page.tsx';

/** /u/:username: the trust feature's public profile, with the catalogue feature's grid of their listings. */
export function ProfileRoute() {
  return <ProfilePage Listings={ProductGrid} />;
}
