import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { newStudent, type Student } from '../../test/exchange.ts';
import { createProduct } from '../../test/factories.ts';

/*
 * Where the buyer collects each seller's part (docs/decisions/036-pickup-place-on-the-order.md): the order detail
 * carries the pickup places the listings named when the order was placed, for the buyer and an admin only.
 */

const t = useTestApp();

const coep = {
  pickupInstitution: 'COEP Technological University',
  pickupAddress: 'Main gate, Wellesley Road, Shivajinagar',
  pickupCity: 'Pune',
  pickupState: 'Maharashtra',
  pickupPincode: '411005',
};
const detailOf = (viewer: Student, orderId: number) => viewer.call('GET', `/api/orders/detail/${orderId}`);

/** A cash order of two listings from Asha (one collected elsewhere) and one from Rohan. */
async function orderWithPlaces() {
  const [buyer, asha, rohan] = await Promise.all([newStudent(t), newStudent(t), newStudent(t)]);
  const book = await createProduct(t.database.db, asha.user.id, { ...coep, title: 'HC Verma Vol 1' });
  const coat = await createProduct(t.database.db, asha.user.id, {
    ...coep,
    pickupAddress: 'Hostel 4, room 212',
    title: 'Lab coat',
  });
  const calculator = await createProduct(t.database.db, rohan.user.id, {
    pickupInstitution: 'Fergusson College',
    pickupAddress: 'Fergusson College',
    pickupCity: 'Pune',
    pickupState: null,
    title: 'Casio fx-991EX',
  });
  const placed = await buyer.placeCashOrder(
    [book, coat, calculator].map((listing) => ({ productId: listing.id, quantity: 1 })),
  );
  expect(placed.statusCode).toBe(201);
  return { buyer, asha, rohan, book, orderId: placed.json().id as number };
}

describe('the pickup place on the order detail', () => {
  it('gives the buyer each seller’s pickup places with the items collected there', async () => {
    const { buyer, asha, rohan, orderId } = await orderWithPlaces();

    const response = await detailOf(buyer, orderId);
    expect(response.statusCode).toBe(200);
    const parts = response.json().parts as { sellerId: number; pickupPlaces: unknown[] }[];
    expect(parts.map((part) => [part.sellerId, part.pickupPlaces])).toEqual([
      [
        asha.user.id,
        [
          {
            institution: coep.pickupInstitution,
            address: coep.pickupAddress,
            city: 'Pune',
            state: 'Maharashtra',
            pincode: '411005',
            productTitles: ['HC Verma Vol 1'],
          },
          {
            institution: coep.pickupInstitution,
            address: 'Hostel 4, room 212',
            city: 'Pune',
            state: 'Maharashtra',
            pincode: '411005',
            productTitles: ['Lab coat'],
          },
        ],
      ],
      [
        rohan.user.id,
        [
          {
            institution: 'Fergusson College',
            address: 'Fergusson College',
            city: 'Pune',
            state: null,
            pincode: null,
            productTitles: ['Casio fx-991EX'],
          },
        ],
      ],
    ]);
    // The order's lines carry no copy of their own: the place is the part's.
    expect(response.json().items[0]).not.toHaveProperty('pickupAddress');
  });

  it('keeps the place the order was placed with when the seller edits the listing afterwards', async () => {
    const { buyer, asha, book, orderId } = await orderWithPlaces();
    const edited = await asha.call('PUT', `/api/products/${book.id}`, {
      pickupAddress: 'Somewhere else entirely',
      pickupCity: 'Mumbai',
    });
    expect(edited.statusCode).toBe(200);

    const [ashasPart] = (await detailOf(buyer, orderId)).json().parts;
    expect(ashasPart.pickupPlaces[0]).toMatchObject({ address: coep.pickupAddress, city: 'Pune' });
  });

  it('shows it to an admin, refuses other students and the sellers (403), and guests (401)', async () => {
    const { asha, orderId } = await orderWithPlaces();
    const [admin, stranger] = await Promise.all([newStudent(t, { isAdmin: true }), newStudent(t)]);

    const asAdmin = await detailOf(admin, orderId);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().parts[0].pickupPlaces[0].address).toBe(coep.pickupAddress);

    for (const viewer of [stranger, asha]) {
      const refused = await detailOf(viewer, orderId);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain(coep.pickupAddress);
    }
    expect((await t.app.inject(`/api/orders/detail/${orderId}`)).statusCode).toBe(401);
  });

  it('answers 404 for an order that does not exist and 400 for an id that is not one', async () => {
    const buyer = await newStudent(t);
    expect((await detailOf(buyer, 99_999_999)).statusCode).toBe(404);
    expect((await detailOf(buyer, 'abc' as unknown as number)).statusCode).toBe(400);
  });
});
