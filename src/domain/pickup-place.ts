/**
 * Where a buyer collects an item: the pickup place its seller gave with the listing, copied into the order when it
 * was placed (docs/decisions/036-pickup-place-on-the-order.md). Every part may be missing: a listing made with the
 * product form needs none of them.
 */
export interface PickupPlace {
  institution: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
}

/** A pickup place with the titles of the order's items collected there. */
export interface PickupPlaceFor extends PickupPlace {
  productTitles: string[];
}

const clean = (text: string | null) => text?.trim() || null;
const sameText = (a: string | null, b: string | null) => clean(a)?.toLowerCase() === clean(b)?.toLowerCase();

/**
 * The place as lines to show: the institution, the address (unless it only repeats the institution, as "Same as
 * institute" in the listing wizard does), then the city, state and pincode. Empty when the seller gave nothing.
 */
export function pickupPlaceLines(place: PickupPlace): string[] {
  const institution = clean(place.institution);
  const address = sameText(place.address, place.institution) ? null : clean(place.address);
  const region = [clean(place.state), clean(place.pincode)].filter(Boolean).join(' ');
  const locality = [clean(place.city), region].filter(Boolean).join(', ');
  return [institution, address, locality].filter((line): line is string => Boolean(line));
}

const placeKey = (place: PickupPlace) => pickupPlaceLines(place).join('\n').toLowerCase();

/**
 * The distinct pickup places of one seller's items, in the order the items come, each with the titles collected
 * there: almost always one place, but two listings of a seller may name different ones.
 */
export function pickupPlacesOf(items: readonly (PickupPlace & { productTitle: string })[]): PickupPlaceFor[] {
  const places = new Map<string, PickupPlaceFor>();
  for (const { productTitle, institution, address, city, state, pincode } of items) {
    const place = { institution, address, city, state, pincode };
    const key = placeKey(place);
    const known = places.get(key);
    if (known) known.productTitles.push(productTitle);
    else places.set(key, { ...place, productTitles: [productTitle] });
  }
  return [...places.values()];
}

/** Where the buyer collects from one seller of an order. */
export interface SellerPickup {
  sellerId: number;
  sellerName: string | null;
  places: PickupPlaceFor[];
}

/** Each seller's pickup places among an order's lines, sellers in the order their first line comes. */
export function sellerPickupsOf(
  items: readonly (PickupPlace & { sellerId: number; sellerName: string | null; productTitle: string })[],
): SellerPickup[] {
  const sellerIds = [...new Set(items.map((item) => item.sellerId))];
  return sellerIds.map((sellerId) => {
    const theirs = items.filter((item) => item.sellerId === sellerId);
    return {
      sellerId,
      sellerName: theirs[0]?.sellerName ?? null,
      places: pickupPlacesOf(theirs),
    };
  });
}
