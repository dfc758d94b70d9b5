import { AdminPage } from '../../features/admin/admin-page.tsx';
import { EditListingDialog } from '../../features/selling/components/edit-listing-dialog.tsx';

/** /admin: the admin feature's dashboard, whose Products tab edits a listing in the selling feature's form. */
export function AdminRoute() {
  return <AdminPage EditListingDialog={EditListingDialog} />;
}
