import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../domain/contracts/auth.ts';
import {
  type SellerListing,
  STORED_DOCUMENT_NAME,
  STORED_IMAGE_NAME,
  type UploadResult,
} from '../../../domain/contracts/listings.ts';
import type { Product } from '../../../domain/contracts/products.ts';
import type { OrderStatus } from '../../../domain/order-status.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { buyerClient } from '../../test/checkout.ts';
import { createProduct, createUser, loginAs, uniqueCity } from '../../test/factories.ts';
import {
  jpegWithGps,
  multipart,
  type Part,
  pdfDocument,
  pngImage,
  textDocument,
  windowsExecutable,
} from '../../test/uploads.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { products } from './products.tables.ts';

type Account = User & { password: string; cookie: string };

const t = useTestApp();
let seller: Account;
let otherStudent: Account;
let admin: Account;

async function account(overrides: { isAdmin?: boolean; fullName?: string } = {}): Promise<Account> {
  const user = await createUser(t.database.db, { isAdmin: overrides.isAdmin });
  return { ...user, cookie: await loginAs(t.app, user) };
}

beforeAll(async () => {
  seller = await account();
  otherStudent = await account();
  admin = await account({ isAdmin: true });
});

const productFields = (overrides: Record<string, unknown> = {}) => ({
  title: 'Engineering Mathematics by B.S. Grewal',
  description: 'The 44th edition, all pages intact, a few pencil marks in chapter 2.',
  price: '349',
  originalPrice: '899',
  condition: 'Good',
  category: 'Textbooks',
  quantity: '1',
  ...overrides,
});

const wizardFields = (overrides: Record<string, unknown> = {}) =>
  productFields({
    institute: 'College of Engineering Pune',
    pickupAddress: 'College of Engineering Pune',
    pickupCity: uniqueCity(),
    pickupState: 'Maharashtra',
    pickupPincode: '411005',
    disclaimerAccepted: 'true',
    ...overrides,
  });

const textParts = (fields: Record<string, unknown>): Part[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value: String(value) }));

function postMultipart(url: string, parts: Part[], cookie?: string) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url, payload, headers: cookie ? { ...headers, cookie } : headers });
}

function postJson(url: string, payload: unknown, cookie?: string) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

async function uploadFiles(cookie: string, files: { filename: string; content: Buffer }[]) {
  const response = await postMultipart(
    '/api/upload',
    files.map((file) => ({ name: 'files', ...file })),
    cookie,
  );
  expect(response.statusCode).toBe(200);
  return response.json() as UploadResult;
}

async function listingFor(owner: Account, overrides: Record<string, unknown> = {}): Promise<SellerListing> {
  const response = await postJson('/api/products', wizardFields(overrides), owner.cookie);
  expect(response.statusCode).toBe(201);
  return response.json() as SellerListing;
}

const browse = async (city: string) =>
  (await t.app.inject(`/api/products?city=${encodeURIComponent(city)}`)).json() as Product[];

describe('creating a listing', () => {
  it('lists the wizard form with its photo and PDF, for the signed-in seller whatever sellerId says', async () => {
    const city = uniqueCity();
    const response = await postMultipart(
      '/api/products',
      [
        ...textParts(wizardFields({ pickupCity: city, sellerId: otherStudent.id })),
        { name: 'files', filename: 'cover.jpg', content: await jpegWithGps() },
        { name: 'files', filename: 'sample-pages.pdf', content: pdfDocument() },
      ],
      seller.cookie,
    );
    expect(response.statusCode).toBe(201);
    const listing = response.json() as SellerListing;
    expect(listing).toMatchObject({
      title: 'Engineering Mathematics by B.S. Grewal',
      price: '349.00',
      originalPrice: '899.00',
      quantity: 1,
      sellerId: seller.id,
      pickupInstitution: 'College of Engineering Pune',
      pickupAddress: 'College of Engineering Pune',
      // The pickup address copied from the institute means pickup on campus.
      pickupAddressType: 'university',
      pickupCity: city,
      pickupState: 'Maharashtra',
      pickupPincode: '411005',
      // The account's details stand in for contact details the wizard does not ask for.
      sellerContactEmail: seller.email,
      sellerWhatsapp: seller.phone,
    });
    expect(listing.images).toHaveLength(1);
    expect(listing.images[0]).toMatch(STORED_IMAGE_NAME);
    expect(listing.files).toHaveLength(1);
    expect(listing.files[0]).toMatch(STORED_DOCUMENT_NAME);

    const [found] = await browse(city);
    expect(found?.id).toBe(listing.id);
    expect(found).not.toHaveProperty('files');
  });

  it('lists the bulk form without files, as JSON or as multipart', async () => {
    const city = uniqueCity();
    const json = await postJson(
      '/api/products',
      wizardFields({ pickupCity: city, title: 'Casio fx-991ES Plus', category: 'Calculators', quantity: '' }),
      seller.cookie,
    );
    expect(json.statusCode).toBe(201);
    expect(json.json()).toMatchObject({ quantity: 1, images: [], files: [] });

    const form = await postMultipart(
      '/api/products',
      textParts(
        wizardFields({ pickupCity: city, title: 'Drafter and set squares', pickupAddress: 'Hostel 4' }),
      ),
      seller.cookie,
    );
    expect(form.statusCode).toBe(201);
    expect(form.json()).toMatchObject({ pickupAddressType: 'home', pickupAddress: 'Hostel 4' });
    expect((await browse(city)).map((product) => product.title).sort()).toEqual([
      'Casio fx-991ES Plus',
      'Drafter and set squares',
    ]);
  });

  it('lists the dashboard form with images and files uploaded before', async () => {
    const uploaded = await uploadFiles(seller.cookie, [
      { filename: 'front.png', content: await pngImage() },
      { filename: 'index.txt', content: textDocument() },
    ]);
    const response = await postJson(
      '/api/products',
      {
        ...productFields({ price: 120.5, quantity: 3, originalPrice: '' }),
        sellerId: otherStudent.id,
        images: uploaded.images,
        files: uploaded.files,
        sellerWhatsapp: '+91 98765 43210',
        sellerContactName: 'Asha K',
        sellerContactEmail: 'asha@example.in',
        pickupAddress: '12 MG Road',
        pickupCity: uniqueCity(),
        pickupState: 'Karnataka',
        pickupPincode: '560001',
      },
      seller.cookie,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      sellerId: seller.id,
      price: '120.50',
      originalPrice: null,
      quantity: 3,
      images: uploaded.images,
      files: uploaded.files,
      sellerContactName: 'Asha K',
      pickupAddressType: 'home',
    });
  });

  it('refuses names that were never uploaded, or are of the wrong kind', async () => {
    const uploaded = await uploadFiles(seller.cookie, [{ filename: 'notes.pdf', content: pdfDocument() }]);
    const missing = await postJson(
      '/api/products',
      { ...productFields(), images: ['0b3c1a52-6a44-4f1e-8d1e-2f4d3c2b1a00.webp'] },
      seller.cookie,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Image 0b3c1a52-6a44-4f1e-8d1e-2f4d3c2b1a00.webp was not found: upload it again',
    });

    const wrongKind = await postJson(
      '/api/products',
      { ...productFields(), images: uploaded.files },
      seller.cookie,
    );
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json()).toMatchObject({ message: 'Images must be uploaded through /api/upload first' });

    const traversal = await postJson(
      '/api/products',
      { ...productFields(), files: ['../../package.json'] },
      seller.cookie,
    );
    expect(traversal.statusCode).toBe(400);
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ title: 'ab' }, 'Title must be at least 3 characters'],
    [{ description: 'Too short' }, 'Description must be at least 10 characters'],
    [{ price: '' }, 'Price is required'],
    [{ price: '0.001' }, 'Price must be a positive number'],
    [{ price: '-5' }, 'Price must be a positive number'],
    [{ price: 'free' }, 'Price must be a positive number'],
    [{ originalPrice: '-1' }, 'Original price must be a positive number if provided'],
    [{ quantity: '0' }, 'Quantity must be a positive number'],
    [{ quantity: '1.5' }, 'Quantity must be a positive number'],
    [{ condition: '' }, 'Condition is required'],
    [{ condition: 'Mint' }, 'Choose a condition from the list'],
    [{ category: '' }, 'Category is required'],
    [{ category: 'Pizza' }, 'Choose a category from the list'],
    [{ sellerWhatsapp: '98765' }, 'WhatsApp number must be at least 10 digits'],
    [{ sellerContactName: 'A' }, 'Name must be at least 2 characters'],
    [{ sellerContactEmail: 'asha-at-example' }, 'Please enter a valid email address'],
    [{ pickupPincode: '41100' }, 'Pincode must be 6 digits'],
  ])('refuses the product form with %o: "%s"', async (overrides, message) => {
    const response = await postJson('/api/products', productFields(overrides), seller.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it.each([
    [{ disclaimerAccepted: 'false' }, 'You must accept the disclaimer'],
    [{ institute: '' }, 'Institute name is required'],
    [{ pickupAddress: ' ' }, 'Pickup address is required'],
  ])('refuses the wizard form with %o: "%s"', async (overrides, message) => {
    const response = await postJson('/api/products', wizardFields(overrides), seller.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('refuses a title with a line break and a description with a control character, and lists nothing', async () => {
    const city = uniqueCity();
    for (const [overrides, field, code] of [
      [{ title: 'HC Verma\r\nBcc: victim@example.com' }, 'Title', 'validation.field_single_line'],
      [{ sellerContactName: 'Asha\nKumar' }, 'Name', 'validation.field_single_line'],
      [{ pickupCity: `${city}\tx` }, 'City', 'validation.field_single_line'],
      [
        { description: 'All pages intact.\u001b[31m red' },
        'Description',
        'validation.field_control_characters',
      ],
    ] as const) {
      const response = await postJson(
        '/api/products',
        wizardFields({ pickupCity: city, ...overrides }),
        seller.cookie,
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ code, params: { field } });
    }
    expect(await browse(city)).toEqual([]);

    // A description keeps its line breaks and tabs.
    const description = 'All pages intact.\r\n\tChapter 2 has pencil notes.';
    const kept = await postJson(
      '/api/products',
      wizardFields({ pickupCity: city, description }),
      seller.cookie,
    );
    expect(kept.statusCode).toBe(201);
    expect(kept.json()).toMatchObject({ description });
  });

  it('keeps none of the files of a wizard form that is refused', async () => {
    const city = uniqueCity();
    const bad = await postMultipart(
      '/api/products',
      [
        ...textParts(wizardFields({ pickupCity: city, disclaimerAccepted: 'false' })),
        { name: 'files', filename: 'cover.png', content: await pngImage() },
      ],
      seller.cookie,
    );
    expect(bad.statusCode).toBe(400);
    const lying = await postMultipart(
      '/api/products',
      [
        ...textParts(wizardFields({ pickupCity: city })),
        { name: 'files', filename: 'cover.png', content: await pngImage() },
        { name: 'files', filename: 'cover.jpg', content: windowsExecutable() },
      ],
      seller.cookie,
    );
    expect(lying.statusCode).toBe(400);
    expect(await browse(city)).toEqual([]);
  });

  it('refuses a signed-out visitor with 401 Not authenticated', async () => {
    const response = await postJson('/api/products', wizardFields());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Not authenticated' });
  });
});

describe('changing and deleting a listing', () => {
  it('lets the owner change the price and the catalogue shows it at once', async () => {
    const city = uniqueCity();
    const listing = await listingFor(seller, { pickupCity: city });
    expect((await browse(city))[0]?.price).toBe('349.00');

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${listing.id}`,
      payload: { price: '299', originalPrice: '' },
      headers: { cookie: seller.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ price: '299.00', originalPrice: null, title: listing.title });
    expect((await browse(city))[0]?.price).toBe('299.00');
  });

  it('validates a change with the product form messages', async () => {
    const listing = await listingFor(seller);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${listing.id}`,
      payload: { title: 'ab' },
      headers: { cookie: seller.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Title must be at least 3 characters' });

    const broken = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${listing.id}`,
      payload: { title: 'New title\r\nBcc: victim@example.com' },
      headers: { cookie: seller.cookie },
    });
    expect(broken.json()).toMatchObject({
      message: 'Title must not contain line breaks or control characters',
      code: 'validation.field_single_line',
    });
    const [stored] = await t.database.db.select().from(products).where(eq(products.id, listing.id));
    expect(stored?.title).toBe(listing.title);
  });

  it('refuses another student with 403, for a change and for a delete', async () => {
    const listing = await listingFor(seller);
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${listing.id}`,
      payload: { price: '1' },
      headers: { cookie: otherStudent.cookie },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toMatchObject({ message: 'You can only change your own listings' });
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${listing.id}`,
      headers: { cookie: otherStudent.cookie },
    });
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toMatchObject({ message: 'You can only delete your own listings' });
    expect((await t.app.inject(`/api/products/${listing.id}`)).json()).toMatchObject({ price: '349.00' });
  });

  it('lets an admin change and delete any listing', async () => {
    const listing = await listingFor(seller);
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${listing.id}`,
      payload: { quantity: 4 },
      headers: { cookie: admin.cookie },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toMatchObject({ quantity: 4, sellerId: seller.id });
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${listing.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(remove.statusCode).toBe(200);
  });

  it('takes a deleted listing out of browse and its page, while an old order keeps its item snapshot', async () => {
    const city = uniqueCity();
    const listing = await listingFor(seller, { pickupCity: city });
    const buyer = await createUser(t.database.db);
    const [order] = await t.database.db
      .insert(orders)
      .values({
        userId: buyer.id,
        subtotal: '349.00',
        commission: '52.35',
        totalAmount: '401.35',
        customerName: 'Rahul',
        customerPhone: '9123456789',
      })
      .returning();
    await t.database.db.insert(orderItems).values({
      orderId: order?.id as number,
      productId: listing.id,
      sellerId: seller.id,
      price: '349.00',
      platformFee: '52.35',
      productTitle: listing.title,
      productPrice: '349.00',
    });

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${listing.id}`,
      headers: { cookie: seller.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Product deleted successfully' });

    expect(await browse(city)).toEqual([]);
    expect((await t.app.inject(`/api/products/${listing.id}`)).statusCode).toBe(404);
    const [snapshot] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id as number));
    expect(snapshot).toMatchObject({ productId: listing.id, productTitle: listing.title, price: '349.00' });

    // Gone for its owner too: it cannot be changed or deleted again.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${listing.id}`,
      headers: { cookie: seller.cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a signed-out visitor with 401', async () => {
    const listing = await listingFor(seller);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/products/${listing.id}` })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/products/${listing.id}`, payload: { price: 1 } }))
        .statusCode,
    ).toBe(401);
  });
});

describe("a seller's own listings", () => {
  it('shows the seller everything they listed, sold-out ones included, with private fields, newest first', async () => {
    const owner = await account();
    const first = await listingFor(owner, { title: 'First listing' });
    const soldOut = await createProduct(t.database.db, owner.id, { title: 'Sold out', quantity: 0 });
    const deleted = await listingFor(owner, { title: 'Deleted listing' });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${deleted.id}`,
      headers: { cookie: owner.cookie },
    });

    const response = await t.app.inject({
      url: `/api/products/seller/${owner.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    const listings = response.json() as SellerListing[];
    expect(listings.map((listing) => listing.id)).toEqual([soldOut.id, first.id]);
    expect(listings[1]).toMatchObject({
      pickupAddress: 'College of Engineering Pune',
      sellerContactEmail: owner.email,
      files: [],
    });
  });

  it("lets an admin see a seller's listings but refuses another student with 403", async () => {
    const owner = await account();
    await listingFor(owner);
    const asAdmin = await t.app.inject({
      url: `/api/products/seller/${owner.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toHaveLength(1);
    const asOther = await t.app.inject({
      url: `/api/products/seller/${owner.id}`,
      headers: { cookie: otherStudent.cookie },
    });
    expect(asOther.statusCode).toBe(403);
    expect(asOther.json()).toMatchObject({ message: 'You can only view your own listings' });
    expect((await t.app.inject(`/api/products/seller/${owner.id}`)).statusCode).toBe(401);
  });
});

describe('documents of a listing', () => {
  let listing: SellerListing;
  let document: string;

  beforeAll(async () => {
    const response = await postMultipart(
      '/api/products',
      [
        ...textParts(
          wizardFields({
            title: 'Thermodynamics handwritten notes',
            category: 'Handwritten Notes',
            quantity: '100',
          }),
        ),
        { name: 'files', filename: 'notes.pdf', content: pdfDocument() },
      ],
      seller.cookie,
    );
    listing = response.json() as SellerListing;
    document = listing.files[0] as string;
  });

  const oneCopy = () => [{ productId: listing.id, quantity: 1 }];

  /** A buyer who ordered the notes through the API: cash on delivery, or paid online. */
  async function buyerWhoOrdered(payment: 'cod' | 'online') {
    const buyer = await account();
    const client = buyerClient(t.app, buyer.cookie);
    const placed =
      payment === 'cod'
        ? await client.placeCashOrder(oneCopy())
        : await client.placeOnlineOrder(oneCopy(), await client.payOnline(oneCopy()));
    expect(placed.statusCode).toBe(201);
    return { ...buyer, client, orderId: (placed.json() as { id: number }).id };
  }

  /** Moves an order on as the exchange would (the seller handing it over). */
  const markOrder = (orderId: number, status: OrderStatus) =>
    t.database.db.update(orders).set({ status, canCancel: false }).where(eq(orders.id, orderId));

  const download = (cookie?: string, name = document, id = listing.id) =>
    t.app.inject({ url: `/api/products/${id}/files/${name}`, headers: cookie ? { cookie } : {} });
  const names = (cookie?: string) =>
    t.app.inject({ url: `/api/products/${listing.id}/files`, headers: cookie ? { cookie } : {} });

  it('lets the seller, an admin and a buyer who paid online download it as an attachment', async () => {
    const buyer = await buyerWhoOrdered('online');
    for (const cookie of [seller.cookie, admin.cookie, buyer.cookie]) {
      const response = await download(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(pdfDocument());
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="Thermodynamics-handwritten-notes-1.pdf"',
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    expect((await names(buyer.cookie)).json()).toEqual({ files: [document] });
  });

  it('keeps them from a cash-on-delivery buyer until the order is handed over, so ordering and cancelling gets nothing', async () => {
    const buyer = await buyerWhoOrdered('cod');
    expect((await download(buyer.cookie)).statusCode).toBe(404);
    expect((await names(buyer.cookie)).statusCode).toBe(404);
    expect((await buyer.client.call('PUT', `/api/orders/${buyer.orderId}/cancel`)).statusCode).toBe(200);

    const collected = await buyerWhoOrdered('cod');
    await markOrder(collected.orderId, 'delivered');
    expect((await download(collected.cookie)).statusCode).toBe(200);
  });

  it("ends a paid order's free cancellation when its buyer downloads the documents, and says so in its history", async () => {
    const buyer = await buyerWhoOrdered('online');
    expect((await names(buyer.cookie)).statusCode).toBe(200);
    const order = await buyer.client.call('GET', `/api/orders/detail/${buyer.orderId}`);
    expect(order.json()).toMatchObject({ canCancel: true, documentAccess: 'on-download' });

    expect((await download(buyer.cookie)).statusCode).toBe(200);
    const cancel = await buyer.client.call('PUT', `/api/orders/${buyer.orderId}/cancel`);
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toMatchObject({ message: 'This order can no longer be cancelled' });
    const after = (await buyer.client.call('GET', `/api/orders/detail/${buyer.orderId}`)).json();
    expect(after).toMatchObject({ status: 'paid', canCancel: false, documentAccess: 'open' });
    expect(after.statusHistory.at(-1)).toMatchObject({
      toStatus: 'paid',
      noteKind: 'documents_downloaded',
      noteParams: {},
      note: 'Documents downloaded: the order can no longer be cancelled',
    });
    // A second download changes nothing more.
    expect((await download(buyer.cookie)).statusCode).toBe(200);
    expect(
      (await buyer.client.call('GET', `/api/orders/detail/${buyer.orderId}`)).json().statusHistory,
    ).toHaveLength(after.statusHistory.length);
  });

  it('lets a download and a cancel of the same paid order race to one outcome: documents taken or order cancelled', async () => {
    for (let round = 0; round < 3; round += 1) {
      const buyer = await buyerWhoOrdered('online');
      const [downloaded, cancelled] = await Promise.all([
        download(buyer.cookie),
        buyer.client.call('PUT', `/api/orders/${buyer.orderId}/cancel`),
      ]);
      const outcome = [downloaded.statusCode, cancelled.statusCode];
      expect([
        [200, 400],
        [404, 200],
      ]).toContainEqual(outcome);
      const order = (await buyer.client.call('GET', `/api/orders/detail/${buyer.orderId}`)).json();
      expect(order.status).toBe(cancelled.statusCode === 200 ? 'cancelled' : 'paid');
      expect(order.canCancel).toBe(false);
    }
  });

  it('answers 404 to a guest, another student and a buyer whose order was cancelled or refunded', async () => {
    const cancelled = await buyerWhoOrdered('online');
    expect((await cancelled.client.call('PUT', `/api/orders/${cancelled.orderId}/cancel`)).statusCode).toBe(
      200,
    );
    const refunded = await buyerWhoOrdered('online');
    await markOrder(refunded.orderId, 'refunded');
    for (const cookie of [undefined, otherStudent.cookie, cancelled.cookie, refunded.cookie]) {
      const response = await download(cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'File not found' });
      expect((await names(cookie)).statusCode).toBe(404);
    }
  });

  it("answers 404 for a name that is not one of the listing's files, paths included", async () => {
    const elsewhere = await uploadFiles(seller.cookie, [{ filename: 'other.pdf', content: pdfDocument() }]);
    for (const name of [
      elsewhere.files[0] as string,
      '..%2F..%2Fpackage.json',
      '%2E%2E%2Fdocuments%2Fx.pdf',
    ]) {
      expect((await download(seller.cookie, name)).statusCode).toBe(404);
    }
    expect((await download(seller.cookie, document, 999_999)).statusCode).toBe(404);
  });

  it('keeps the documents available to buyers after the listing is deleted', async () => {
    const buyer = await buyerWhoOrdered('online');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${listing.id}`,
      headers: { cookie: admin.cookie },
    });
    expect((await download(buyer.cookie)).statusCode).toBe(200);
    expect((await download(seller.cookie)).statusCode).toBe(200);
    expect((await download(otherStudent.cookie)).statusCode).toBe(404);
  });
});

describe('ids past the largest row id', () => {
  it('a seller id beyond the database integer range is bad input (400), not a server error', async () => {
    const response = await t.app.inject({
      url: '/api/products/seller/2147483648',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Seller id is out of range' });
  });
});
