import { beforeAll, describe, expect, it } from 'vitest';
import type { SellerListing } from '../../../domain/contracts/listings.ts';
import type { Product } from '../../../domain/contracts/products.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { createUser, loginAs, uniqueCity } from '../../test/factories.ts';
import { listingFormFields } from '../../test/listing-form.ts';

const t = useTestApp();
let seller: string;

beforeAll(async () => {
  seller = await loginAs(t.app, await createUser(t.db));
});

const BOOK = {
  isbn: '81-7709-187-5',
  authors: 'H. C. Verma',
  edition: '2019-2020 Edition',
  publisher: 'Bharati Bhawan',
  publicationYear: '2019',
  course: 'JEE Main and Advanced',
  semester: 'Class 11',
};

function list(fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/products',
    payload: listingFormFields(uniqueCity(), { title: 'Concepts of Physics Part 1', ...fields }),
    headers: { cookie: seller },
  });
}

function edit(id: number, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: `/api/products/${id}`, payload, headers: { cookie: seller } });
}

describe("a book listing's details", () => {
  it('are kept with the listing, the ISBN as its 13 digits, and shown to buyers', async () => {
    const created = await list(BOOK);
    expect(created.statusCode).toBe(201);
    const listing = created.json() as SellerListing;
    const book = {
      isbn: '9788177091878',
      authors: 'H. C. Verma',
      edition: '2019-2020 Edition',
      publisher: 'Bharati Bhawan',
      publicationYear: 2019,
      course: 'JEE Main and Advanced',
      semester: 'Class 11',
    };
    expect(listing.book).toEqual(book);
    const page = await t.app.inject(`/api/products/${listing.id}`);
    expect((page.json() as Product).book).toEqual(book);
  });

  it('are all optional: a book listed without them has none', async () => {
    const created = await list({});
    expect(created.statusCode).toBe(201);
    expect((created.json() as SellerListing).book).toBeNull();
  });

  it('refuse an ISBN whose check digit is wrong, and a year that is not one, listing nothing', async () => {
    const wrongIsbn = await list({ isbn: '81-7709-187-4' });
    expect(wrongIsbn.statusCode).toBe(400);
    expect(wrongIsbn.json()).toMatchObject({
      message: 'That ISBN does not look right — check the digits on the back cover',
    });
    const wrongYear = await list({ publicationYear: '19' });
    expect(wrongYear.statusCode).toBe(400);
    expect(wrongYear.json()).toMatchObject({ message: 'Year of publication must be a year such as 2019' });
  });

  it('are never kept on a listing that is not a book', async () => {
    const created = await list({ ...BOOK, title: 'Casio fx-991ES Plus', category: 'Calculators' });
    expect(created.statusCode).toBe(201);
    expect((created.json() as SellerListing).book).toBeNull();
  });

  it('change with an edit, clear when sent blank, and go when the listing leaves the book categories', async () => {
    const listing = (await list(BOOK)).json() as SellerListing;

    const changed = await edit(listing.id, { edition: '2021 Reprint', course: '' });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as SellerListing).book).toMatchObject({
      isbn: '9788177091878',
      edition: '2021 Reprint',
      course: null,
    });

    const moved = await edit(listing.id, { category: 'Lab Equipment' });
    expect((moved.json() as SellerListing).book).toBeNull();
    // Back among the books, nothing of the old details returns.
    const back = await edit(listing.id, { category: 'Reference Books' });
    expect((back.json() as SellerListing).book).toBeNull();
  });
});

describe('finding copies of a book', () => {
  async function browse(query: string): Promise<string[]> {
    const response = await t.app.inject(`/api/products?${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as Product[]).map((product) => `${product.title} ₹${product.price}`);
  }

  it('by its ISBN in any written form, in search and as a filter, cheapest first', async () => {
    const city = uniqueCity();
    const copy = (title: string, price: string, isbn: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/products',
        payload: listingFormFields(city, { title, price, isbn }),
        headers: { cookie: seller },
      });
    await copy('Grewal Higher Engineering Maths', '450', '978-81-7409-195-6');
    await copy('Higher Engg Mathematics, 44th ed', '300', '9788174091956');
    await copy('Engineering Drawing by N. D. Bhatt', '250', '9789380358963');

    const cheapestFirst = [
      'Higher Engg Mathematics, 44th ed ₹300.00',
      'Grewal Higher Engineering Maths ₹450.00',
    ];
    expect(await browse(`city=${city}&isbn=978-81-7409-195-6&sort=price_asc`)).toEqual(cheapestFirst);
    expect(await browse(`city=${city}&q=${encodeURIComponent('978 81 7409 195 6')}&sort=price_asc`)).toEqual(
      cheapestFirst,
    );
    const refused = await t.app.inject('/api/products?isbn=9788174091957');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'That ISBN does not look right — check the digits on the back cover',
    });
  });

  it("by its author's name, however the initials are written", async () => {
    const city = uniqueCity();
    await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: listingFormFields(city, { title: 'Concepts of Physics Part 2', authors: 'H. C. Verma' }),
      headers: { cookie: seller },
    });
    expect(await browse(`city=${city}&q=verma`)).toEqual(['Concepts of Physics Part 2 ₹349.00']);
    expect(await browse(`city=${city}&q=${encodeURIComponent('H.C. Verma')}`)).toEqual([
      'Concepts of Physics Part 2 ₹349.00',
    ]);
  });
});
