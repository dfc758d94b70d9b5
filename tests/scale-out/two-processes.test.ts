import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pdfDocument, pngImage } from '../../src/server/test/uploads.ts';
import {
  apiCalls,
  createListing,
  orderCashOnDelivery,
  registerStudent,
  type Student,
} from '../faults/support/api.ts';
import { type Cluster, startCluster } from './support/cluster.ts';

/*
 * Issue 20: two app processes behind haproxy (round robin) on one PostgreSQL, Redis and an S3-compatible server.
 * What one process does, the other knows. Each check also asks each process directly, so it cannot pass by the
 * balancer happening to send both requests to the same one.
 */

const AUTH_RATE_LIMIT = 5;
let cluster: Cluster;
let student: Student;

beforeAll(async () => {
  cluster = await startCluster({ authRateLimit: AUTH_RATE_LIMIT });
  student = await registerStudent(cluster.url, 'scale');
});
afterAll(() => cluster?.stop());

const both = () => cluster.apps.map((app) => app.url);

const listingFields = (city: string) => ({
  title: 'Engineering Mathematics by B.S. Grewal',
  description: 'The 44th edition, all pages intact, a few pencil marks in chapter 2.',
  price: '349',
  condition: 'Good',
  category: 'Textbooks',
  quantity: '1',
  institute: 'College of Engineering Pune',
  pickupAddress: 'College of Engineering Pune',
  pickupCity: city,
  pickupState: 'Maharashtra',
  pickupPincode: '411005',
  disclaimerAccepted: 'true',
});

describe('two app processes behind a load balancer', () => {
  it('know a session made through either: signed in on both, and on every request through the balancer', async () => {
    for (const url of [...both(), cluster.url, cluster.url, cluster.url, cluster.url]) {
      const answer = await apiCalls(url, student.cookie)('GET', '/api/user');
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({ id: student.id, username: student.username });
    }
  });

  it('serve a photo uploaded through one from the other, with its year-long cache', async () => {
    const { payload, headers } = multipart([
      { name: 'files', filename: 'cover.png', content: await pngImage() },
    ]);
    const [first] = both() as [string, string];
    const uploaded = await fetch(`${first}/api/upload`, {
      method: 'POST',
      headers: { ...headers, cookie: student.cookie },
      body: new Uint8Array(payload),
    });
    expect(uploaded.status).toBe(200);
    const [photo] = ((await uploaded.json()) as { images: string[] }).images as [string];
    const copies: Buffer[] = [];
    for (const url of [...both(), cluster.url, cluster.url]) {
      const served = await fetch(`${url}/uploads/${photo}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      copies.push(Buffer.from(await served.arrayBuffer()));
    }
    for (const copy of copies) expect(copy).toEqual(copies[0]);
    expect((await fetch(`${both()[1]}/uploads/thumbs/${photo}`)).status).toBe(200);
  });

  it('hand a listing’s private document, stored through one, to its seller on both and to nobody else', async () => {
    const pdf = pdfDocument();
    const { payload, headers } = multipart([
      ...Object.entries(listingFields('Pune')).map(([name, value]) => ({ name, value })),
      { name: 'files', filename: 'sample-pages.pdf', content: pdf },
    ]);
    const [first] = both() as [string, string];
    const created = await fetch(`${first}/api/products`, {
      method: 'POST',
      headers: { ...headers, cookie: student.cookie },
      body: new Uint8Array(payload),
    });
    expect(created.status).toBe(201);
    const listing = (await created.json()) as { id: number; files: string[] };
    const download = `/api/products/${listing.id}/files/${listing.files[0]}`;
    const stranger = await registerStudent(cluster.url, 'stranger');
    for (const url of [...both(), cluster.url]) {
      const own = await fetch(`${url}${download}`, { headers: { cookie: student.cookie } });
      expect(own.status).toBe(200);
      expect(Buffer.from(await own.arrayBuffer())).toEqual(pdf);
      const refused = await fetch(`${url}${download}`, { headers: { cookie: stranger.cookie } });
      expect(refused.status).toBe(404);
      await refused.arrayBuffer();
    }
  });

  it('count sign-in attempts made on either against one limit', async () => {
    // One student's address, as haproxy forwards it; both processes trust the balancer (TRUST_PROXY).
    const address = `203.0.113.${1 + ((randomBytes(1)[0] ?? 0) % 250)}`;
    const attempt = (url: string) =>
      fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ username: student.username, password: 'not the password' }),
      });
    const [first, second] = both() as [string, string];
    for (let n = 0; n < AUTH_RATE_LIMIT; n++) {
      expect((await attempt(n % 2 === 0 ? first : second)).status).toBe(401);
    }
    for (const url of [first, second]) {
      const blocked = await attempt(url);
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toEqual({
        message: 'Too many attempts. Please wait a minute and try again.',
      });
    }
  });

  it('show a listing created on one in the other’s totals within a second', async () => {
    const city = `Scaleton ${randomBytes(3).toString('hex')}`;
    const [first, second] = both() as [string, string];
    const total = async () => {
      const response = await fetch(`${second}/api/products?city=${encodeURIComponent(city)}`);
      await response.arrayBuffer();
      return Number(response.headers.get('x-total-count'));
    };
    // The second process counts (and caches) the empty city first.
    expect(await total()).toBe(0);
    const created = await apiCalls(first, student.cookie)('POST', '/api/products', listingFields(city));
    expect(created.status).toBe(201);
    const deadline = Date.now() + 1000;
    let seen = await total();
    while (seen !== 1 && Date.now() < deadline) {
      await sleep(50);
      seen = await total();
    }
    expect(seen).toBe(1);
  });

  // Last: it leaves one process standing.
  it('keep taking orders through the balancer when one process is killed, and lose none', async () => {
    const seller = await registerStudent(cluster.url, 'seller');
    const productId = await createListing(seller, {
      title: 'Concepts of Physics by H.C. Verma',
      quantity: 40,
      price: '300',
    });
    const buyer = await registerStudent(cluster.url, 'buyer');
    const placed: number[] = [];
    for (let n = 0; n < 12; n++) {
      if (n === 4) await cluster.apps[0].kill();
      const answer = await orderCashOnDelivery(buyer, [{ productId, quantity: 1 }]);
      expect(answer.status).toBe(201);
      placed.push((answer.json as { id: number }).id);
    }
    expect(cluster.apps[1].isRunning()).toBe(true);
    const orders = await apiCalls(cluster.url, buyer.cookie)('GET', `/api/orders/${buyer.id}`);
    expect(orders.status).toBe(200);
    const listed = (orders.json as { id: number }[]).map((order) => order.id);
    expect(listed.sort()).toEqual([...placed].sort());
  });
});
