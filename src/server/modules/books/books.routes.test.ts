import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { createProduct, createUser, loginAs } from '../../test/factories.ts';
import {
  CONCEPTS_OF_PHYSICS,
  HIGHER_ENGINEERING_MATHEMATICS,
  startOpenLibraryServer,
} from '../../test/open-library-server.ts';
import { BookLookup } from './books.service.ts';

const openLibrary = await startOpenLibraryServer();
afterAll(() => openLibrary.stop());
// A database of its own on PostgreSQL: earlier listings of a book answer its lookup, and other files list these books.
const t = useTestApp({ env: { OPEN_LIBRARY_URL: openLibrary.url }, ownDatabase: true });

async function lookUp(isbn: string) {
  const cookie = await loginAs(t.app, await createUser(t.db));
  return t.app.inject({ url: `/api/books/${encodeURIComponent(isbn)}`, headers: { cookie } });
}

describe('looking a book up by its ISBN', () => {
  it("fills the title, author, edition, publisher and year from Open Library's edition and author records", async () => {
    const response = await lookUp(CONCEPTS_OF_PHYSICS.isbn10);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      isbn: CONCEPTS_OF_PHYSICS.isbn13,
      title: 'Concepts of Physics: Part 1',
      authors: ['H. C. Verma'],
      edition: '2019-2020 Edition',
      publisher: 'Bharati Bhawan Publishers & Distributors',
      year: 2019,
      source: 'open_library',
    });
  });

  it('takes the by-line for the author when the record has no author keys, and leaves what is missing empty', async () => {
    const response = await lookUp(`978-81-7409-195-6`);
    expect(response.json()).toMatchObject({
      isbn: HIGHER_ENGINEERING_MATHEMATICS.isbn13,
      title: 'Higher Engineering Mathematics',
      authors: ['B. S. Grewal'],
      edition: null,
      publisher: 'Khanna Publishers',
      year: 2017,
    });
  });

  it('asks Open Library once for a book many students look up', async () => {
    await lookUp(HIGHER_ENGINEERING_MATHEMATICS.isbn13);
    const before = openLibrary.asked.length;
    expect((await lookUp(HIGHER_ENGINEERING_MATHEMATICS.isbn13)).statusCode).toBe(200);
    expect((await lookUp('9788174091956')).statusCode).toBe(200);
    expect(openLibrary.asked.length).toBe(before);
  });

  it('refuses an ISBN whose check digit is wrong, without asking anyone', async () => {
    const before = openLibrary.asked.length;
    const response = await lookUp('978-81-7709-187-9');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'book.isbn_invalid',
      message: 'That ISBN does not look right — check the digits on the back cover',
    });
    expect(openLibrary.asked.length).toBe(before);
  });

  it('says so when Open Library knows no such book', async () => {
    const response = await lookUp('9780134685991');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'book.not_found',
      message: 'We found no details for this ISBN — please type them',
    });
  });

  it('asks the student to type the details when Open Library fails, and asks again next time', async () => {
    openLibrary.behave('failing');
    try {
      const failed = await lookUp('9780070634244');
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({
        code: 'book.lookup_failed',
        message: 'We could not look this book up — please type the details',
      });
    } finally {
      openLibrary.behave('recorded');
    }
    expect((await lookUp('9780070634244')).statusCode).toBe(404);
  });

  it('answers from the newest listing of the book on PassItOn before asking Open Library', async () => {
    const isbn = '9788120340077';
    const seller = await createUser(t.db);
    await createProduct(t.db, seller.id, { title: 'Old copy', isbn, authors: 'Someone Else' });
    await createProduct(t.db, seller.id, {
      title: 'Let Us C',
      isbn,
      authors: 'Yashavant Kanetkar, Aditya Kanetkar',
      edition: '16th',
      publisher: 'BPB',
      publicationYear: 2017,
    });
    // A listing no longer on sale is not asked.
    await createProduct(t.db, seller.id, { title: 'Sold out copy', isbn, quantity: 0 });
    const before = openLibrary.asked.length;
    const response = await lookUp('81-203-4007-8');
    expect(response.json()).toEqual({
      isbn,
      title: 'Let Us C',
      authors: ['Yashavant Kanetkar', 'Aditya Kanetkar'],
      edition: '16th',
      publisher: 'BPB',
      year: 2017,
      source: 'passiton',
    });
    expect(openLibrary.asked.length).toBe(before);
  });

  it('is for signed-in students', async () => {
    const response = await t.app.inject({ url: `/api/books/${CONCEPTS_OF_PHYSICS.isbn13}` });
    expect(response.statusCode).toBe(401);
  });

  it('finds nothing, asking no one, when lookups are off', async () => {
    const off = await t.withSettings({ OPEN_LIBRARY_URL: 'off' });
    const cookie = await loginAs(off, await createUser(t.db));
    const before = openLibrary.asked.length;
    const response = await off.inject({ url: '/api/books/9788177091878', headers: { cookie } });
    expect(response.statusCode).toBe(404);
    expect(openLibrary.asked.length).toBe(before);
  });
});

describe('a lookup Open Library does not answer', () => {
  it('is given up after its time, so the wizard is never held', async () => {
    const lookup = new BookLookup({ openLibraryUrl: openLibrary.url, timeoutMs: 50 });
    openLibrary.behave('silent');
    try {
      await expect(lookup.find(CONCEPTS_OF_PHYSICS.isbn13)).rejects.toMatchObject({
        status: 503,
        code: 'book.lookup_failed',
      });
    } finally {
      openLibrary.behave('recorded');
    }
  });
});
