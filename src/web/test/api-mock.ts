import { vi } from 'vitest';
import type { User } from '../../domain/contracts/auth.ts';

type Handler = (request: { body: unknown; init: RequestInit | undefined }) => Response | Promise<Response>;

/** A JSON answer, as the server sends them. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces fetch with answers keyed by "METHOD /path", e.g. `{ 'GET /api/user': () => jsonResponse(401, …) }`.
 * A call nobody answers gets a 404 so a test never reaches the network.
 */
export function mockApi(handlers: Record<string, Handler>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!handler) return jsonResponse(404, { message: 'Not found' });
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    return handler({ body, init });
  });
}

/** The JSON body fetch was called with for one endpoint, for asserting exactly what was sent. */
export function sentBody(fetchSpy: ReturnType<typeof mockApi>, method: string, path: string): unknown {
  const call = fetchSpy.mock.calls.find(
    ([input, init]) => (init?.method ?? 'GET') === method && String(input) === path,
  );
  return call?.[1]?.body === undefined ? undefined : JSON.parse(String(call[1].body));
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'priya',
    email: 'priya@example.in',
    phone: '9876543210',
    fullName: 'Priya Sharma',
    institute: null,
    city: null,
    isAdmin: false,
    emailVerified: false,
    language: 'en',
    createdAt: '2025-01-18T10:00:00.000Z',
    ...overrides,
  };
}
