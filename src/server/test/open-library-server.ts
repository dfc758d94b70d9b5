import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Open Library's ISBN API (the test machines cannot reach the real one): edition and author
 * records in the shape openlibrary.org answers them, the redirect from `/isbn/{isbn}.json` to the edition's
 * `/books/{key}.json` included. A test can make it fail, or never answer, and count what it was asked.
 */

/** Concepts of Physics by H. C. Verma: an edition with its author as a key, as Open Library keeps it. */
export const CONCEPTS_OF_PHYSICS = { isbn13: '9788177091878', isbn10: '81-7709-187-5' };
/** An edition typed in with no author keys, only the cover's by-line. */
export const HIGHER_ENGINEERING_MATHEMATICS = { isbn13: '9788174091956' };

const RECORDS: Record<string, { status?: number; location?: string; body?: unknown }> = {
  [`/isbn/${CONCEPTS_OF_PHYSICS.isbn13}.json`]: { status: 302, location: '/books/OL26212353M.json' },
  '/books/OL26212353M.json': {
    body: {
      key: '/books/OL26212353M',
      title: 'Concepts of Physics',
      subtitle: 'Part 1',
      authors: [{ key: '/authors/OL7416361A' }],
      publishers: ['Bharati Bhawan Publishers & Distributors'],
      publish_date: 'Jan 01, 2019',
      edition_name: '2019-2020 Edition',
      isbn_10: ['8177091875'],
      isbn_13: [CONCEPTS_OF_PHYSICS.isbn13],
      number_of_pages: 464,
      type: { key: '/type/edition' },
    },
  },
  '/authors/OL7416361A.json': {
    body: { key: '/authors/OL7416361A', name: 'H. C. Verma', type: { key: '/type/author' } },
  },
  [`/isbn/${HIGHER_ENGINEERING_MATHEMATICS.isbn13}.json`]: {
    body: {
      key: '/books/OL24220741M',
      title: 'Higher Engineering Mathematics',
      by_statement: 'B. S. Grewal',
      publishers: ['Khanna Publishers'],
      publish_date: '2017',
      isbn_13: [HIGHER_ENGINEERING_MATHEMATICS.isbn13],
      type: { key: '/type/edition' },
    },
  },
};

export interface OpenLibraryServer {
  url: string;
  /** The paths asked, in order. */
  readonly asked: string[];
  /** How the next requests are answered: as recorded, with a server error, or never. */
  behave(mode: 'recorded' | 'failing' | 'silent'): void;
  stop(): Promise<void>;
}

/** Starts the stand-in on `port` (any free one by default; the journeys' server is told a fixed one). */
export async function startOpenLibraryServer({ port: wanted = 0 } = {}): Promise<OpenLibraryServer> {
  const asked: string[] = [];
  let mode: 'recorded' | 'failing' | 'silent' = 'recorded';
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    asked.push(path);
    if (mode === 'silent') return;
    if (mode === 'failing') {
      response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>');
      return;
    }
    const record = RECORDS[path];
    if (!record) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error": "notfound"}');
      return;
    }
    if (record.location) {
      response.writeHead(record.status ?? 302, { location: record.location }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(record.body));
  });
  server.listen(wanted, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    behave: (next) => {
      mode = next;
    },
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
