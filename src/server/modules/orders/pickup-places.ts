import { type PickupPlace, type SellerPickup, sellerPickupsOf } from '../../../domain/pickup-place.ts';
import type { orderItems } from './orders.tables.ts';

/** The pickup columns a listing and an order line share. */
export interface PickupColumns {
  pickupInstitution: string | null;
  pickupAddress: string | null;
  pickupCity: string | null;
  pickupState: string | null;
  pickupPincode: string | null;
}

/**
 * The listing's pickup place, to copy into an order line: the place the buyer was promised stays the order's,
 * whatever the listing says later (docs/decisions/036-pickup-place-on-the-order.md).
 */
export const pickupColumnsOf = (listing: PickupColumns): PickupColumns => ({
  pickupInstitution: listing.pickupInstitution,
  pickupAddress: listing.pickupAddress,
  pickupCity: listing.pickupCity,
  pickupState: listing.pickupState,
  pickupPincode: listing.pickupPincode,
});

const placeOf = (line: PickupColumns): PickupPlace => ({
  institution: line.pickupInstitution,
  address: line.pickupAddress,
  city: line.pickupCity,
  state: line.pickupState,
  pincode: line.pickupPincode,
});

/** Where the buyer collects from each seller of an order, from the order's lines. */
export function sellerPickupsOfLines(
  lines: readonly Pick<
    typeof orderItems.$inferSelect,
    keyof PickupColumns | 'sellerId' | 'sellerName' | 'productTitle'
  >[],
): SellerPickup[] {
  return sellerPickupsOf(
    lines.map((line) => ({
      ...placeOf(line),
      sellerId: line.sellerId,
      sellerName: line.sellerName,
      productTitle: line.productTitle,
    })),
  );
}
