import { randomBytes } from 'node:crypto';
import { homeDelivery } from '../../../src/server/test/checkout.ts';

/** Talking to a running server over real HTTP, as a browser would: JSON bodies and a session cookie. */

export interface ApiResponse {
  status: number;
  contentType: string | null;
  /** The body parsed as JSON; undefined when it is empty or not JSON. */
  json: unknown;
  text: string;
}

export type Call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: object,
) => Promise<ApiResponse>;

/** Calls on one server, signed in when a session cookie is given. */
export function apiCalls(baseUrl: string, cookie?: string): Call {
  return async (method, path, body) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (cookie) headers.cookie = cookie;
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      json: parseJson(text),
      text,
    };
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface Student {
  id: number;
  username: string;
  cookie: string;
  call: Call;
}

/** Registers a new account through the API and returns its signed-in calls. */
export async function registerStudent(baseUrl: string, prefix: string): Promise<Student> {
  const username = `${prefix}_${randomBytes(4).toString('hex')}`;
  const response = await fetch(new URL('/api/register', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      email: `${username}@example.in`,
      phone: '9876543210',
      password: 'correct horse',
    }),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as { id: number };
  // "passiton.sid=…; Path=/; HttpOnly" → "passiton.sid=…"
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('register set no session cookie');
  return { id, username, cookie, call: apiCalls(baseUrl, cookie) };
}

/** Lists a book through the bulk wizard's JSON form; returns its id. */
export async function createListing(
  seller: Student,
  { title, quantity, price }: { title: string; quantity: number; price: string },
): Promise<number> {
  const response = await seller.call('POST', '/api/products', {
    title,
    description: 'Clean copy, no highlighting, bought for last semester.',
    price,
    condition: 'Good',
    category: 'Textbooks',
    quantity: String(quantity),
    institute: 'College of Engineering Pune',
    pickupAddress: 'College of Engineering Pune',
    pickupCity: 'Pune',
    pickupState: 'Maharashtra',
    pickupPincode: '411005',
    disclaimerAccepted: 'true',
  });
  if (response.status !== 201) throw new Error(`create listing: ${response.status} ${response.text}`);
  return (response.json as { id: number }).id;
}

export type OrderLine = { productId: number; quantity: number };

/** A cash-on-delivery order for the lines; `customerName` lets a test find it in the database afterwards. */
export function orderCashOnDelivery(
  buyer: Student,
  lines: readonly OrderLine[],
  customerName: string = homeDelivery.customerName,
): Promise<ApiResponse> {
  return buyer.call('POST', '/api/orders', {
    ...homeDelivery,
    customerName,
    paymentMethod: 'cod',
    items: lines,
  });
}

/** Checkout as the web app does it: each line into the cart, then a cash-on-delivery order for them. */
export async function placeCashOrder(
  buyer: Student,
  lines: readonly OrderLine[],
  customerName: string,
): Promise<ApiResponse> {
  for (const line of lines) {
    const added = await buyer.call('POST', '/api/cart', line);
    if (added.status !== 201) return added;
  }
  return orderCashOnDelivery(buyer, lines, customerName);
}
